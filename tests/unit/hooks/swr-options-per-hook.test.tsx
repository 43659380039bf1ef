/**
 * Every SWR hook's resolved options, against a table: the config SWR actually runs each call
 * with (library defaults merged with what the hook passes), minus SWR's library defaults. A
 * change to lib/policy.ts or to a hook's options that alters any hook's behaviour fails here.
 * The values are written out on purpose (not the policy's names), so the table is the record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Middleware } from 'swr';
import { fixedIntervalRetry } from '@/lib/policy';
import { useAiUserType } from '@/components/search/ai/use-ai-user-type';
import { useSearchWords } from '@/components/search/use-search-words';
import { useBannerWords } from '@/components/search/use-banner-words';
import { useSearchSuggest } from '@/components/search/use-search-suggest';
import { useUploadActivateFlag } from '@/components/upload/use-upload-activate-flag';
import { useMyUploads } from '@/components/upload/use-my-uploads';
import { useMailingAddress } from '@/components/upload/use-mailing-address';
import { useUploadIdentity } from '@/components/upload/use-upload-identity';
import { useCollectFolders } from '@/components/collect/use-collect-folders';
import { useCollectFolderItems } from '@/components/collect/use-collect-folder-items';
import { useGatherTasks } from '@/components/collect/use-gather-tasks';
import { useVoucher } from '@/components/checkout/use-voucher';
import { useVipPlans } from '@/components/checkout/use-vip-plans';
import { useOrders } from '@/components/checkout/use-orders';
import { useOrderStatus } from '@/components/checkout/use-order-status';
import { useUserGroups } from '@/components/experiments/use-user-groups';
import { useExperimentReport } from '@/components/experiments/use-experiment-report';
import { useDevices } from '@/components/login/use-devices';
import { useFollowedDesigners } from '@/components/follow/use-followed-designers';
import { usePictureObjects } from '@/components/search/find-models/use-picture-objects';
import { useObjectModels } from '@/components/search/find-models/use-object-models';
import { useQrLogin } from '@/components/login/use-qr-login';
import { useDownloadInfo } from '@/components/download/use-download-info';
import { useDownloadHistory } from '@/components/download/use-download-history';
import { useCaseClassifyList } from '@/hooks/use-case-classify-list';
import { useServerTime } from '@/hooks/use-server-time';

type Resolved = Record<string, unknown>;

// Per-render plumbing, not policy: the cache and its mutate, the middleware list, fallbacks.
const PLUMBING = new Set(['cache', 'mutate', 'provider', 'use', 'fallback']);

let calls: Resolved[] = [];
// Records the merged config and never runs the fetcher (no request leaves the test).
const capture: Middleware = (useSWRNext) => (key, _fetcher, config) => {
  calls.push(config as Resolved);
  return useSWRNext(key, null, config);
};
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ use: [capture] }}>{children}</SWRConfig>;

function resolvedCalls(hook: () => unknown): Resolved[] {
  calls = [];
  renderHook(hook, { wrapper });
  return calls;
}

const [LIBRARY_DEFAULTS] = resolvedCalls(() => useSWR(null, null));

/** What a resolved config changes from SWR's defaults; functions by name where one is shared. */
function policyOf(config: Resolved): Resolved {
  const out: Resolved = {};
  for (const [k, v] of Object.entries(config)) {
    if (PLUMBING.has(k) || v === undefined || v === LIBRARY_DEFAULTS![k]) continue;
    // SWR treats refreshInterval 0 and unset alike: no timer.
    if (k === 'refreshInterval' && v === 0 && LIBRARY_DEFAULTS![k] === undefined) continue;
    out[k] = v === fixedIntervalRetry ? 'fixedIntervalRetry' : typeof v === 'function' ? 'own function' : v;
  }
  return out;
}

const NEVER_REFRESH = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false };
const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false };

const noop = () => undefined;

/** Each hook: its file, a render with a live key, and the policy of each of its useSWR calls. */
const TABLE: [file: string, render: () => unknown, policies: Resolved[]][] = [
  ['components/search/ai/use-ai-user-type.ts', () => useAiUserType(), [NEVER_REFRESH]],
  ['components/search/use-search-words.ts', () => useSearchWords(true, 1), [1, 2, 3].map(() => ({ ...NEVER_REFRESH, dedupingInterval: 300_000 }))],
  ['components/search/use-banner-words.ts', () => useBannerWords(), [NEVER_REFRESH]],
  ['components/search/use-search-suggest.ts', () => useSearchSuggest('a', 1), [{ revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, dedupingInterval: 30_000, keepPreviousData: true }]],
  ['components/upload/use-upload-activate-flag.ts', () => useUploadActivateFlag(1), [{ revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false }]],
  ['components/upload/use-my-uploads.ts', () => useMyUploads(1, 1), [{ ...QUIET, keepPreviousData: true }]],
  ['components/upload/use-mailing-address.ts', () => useMailingAddress(1), [QUIET]],
  ['components/upload/use-upload-identity.ts', () => useUploadIdentity(1), [NEVER_REFRESH]],
  ['components/collect/use-collect-folders.ts', () => useCollectFolders(1), [QUIET]],
  ['components/collect/use-collect-folder-items.ts', () => useCollectFolderItems(1, 1), [{ ...QUIET, keepPreviousData: true }]],
  ['components/collect/use-gather-tasks.ts', () => useGatherTasks(1, 1), [{ ...QUIET, keepPreviousData: true }]],
  ['components/checkout/use-voucher.ts', () => useVoucher(1), [QUIET]],
  ['components/checkout/use-vip-plans.ts', () => useVipPlans(true), [QUIET]],
  ['components/checkout/use-orders.ts', () => useOrders(1, 0), [QUIET]],
  [
    'components/checkout/use-order-status.ts',
    () => useOrderStatus('order-1', false),
    [{ revalidateOnFocus: false, refreshInterval: 'own function', dedupingInterval: 500, errorRetryInterval: 2000, refreshWhenHidden: true, onSuccess: 'own function' }],
  ],
  ['components/experiments/use-user-groups.ts', () => useUserGroups(), [NEVER_REFRESH]],
  ['components/experiments/use-experiment-report.ts', () => useExperimentReport(1, 7), [{ revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false, keepPreviousData: true }]],
  ['components/login/use-devices.ts', () => useDevices(1), [QUIET]],
  ['components/search/find-models/use-picture-objects.ts', () => usePictureObjects('http://oss.test/a.jpg'), [NEVER_REFRESH]],
  ['components/search/find-models/use-object-models.ts', () => useObjectModels('http://oss.test/a.jpg', { id: 1, cls: 'sofa', label: '沙发', box: { x: 0, y: 0, w: 1, h: 1 }, score: 1 }), [NEVER_REFRESH]],
  ['components/follow/use-followed-designers.ts', () => useFollowedDesigners(1, 1, 20), [{ ...QUIET, keepPreviousData: true }]],
  ['components/login/use-qr-login.ts', () => useQrLogin('mp', true, noop), [{ ...NEVER_REFRESH, dedupingInterval: 0 }]],
  ['components/download/use-download-info.ts', () => useDownloadInfo(1, 'guest', 0), [{ ...QUIET, onSuccess: 'own function' }, { revalidateOnFocus: false }]],
  ['components/download/use-download-history.ts', () => useDownloadHistory(1, 0), [QUIET]],
  ['hooks/use-case-classify-list.ts', () => useCaseClassifyList(), [{ ...QUIET, revalidateOnMount: true }]],
  [
    'hooks/use-server-time.ts',
    () => useServerTime(),
    [{ refreshInterval: 60_000, focusThrottleInterval: 30_000, dedupingInterval: 10_000, errorRetryCount: 3, onErrorRetry: 'fixedIntervalRetry', onError: 'own function' }],
  ],
];

describe('each SWR hook runs with the options of its row', () => {
  it('the library defaults are what the rows are written against', () => {
    expect(LIBRARY_DEFAULTS).toMatchObject({
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      revalidateIfStale: true,
      shouldRetryOnError: true,
      errorRetryInterval: 5000,
      focusThrottleInterval: 5000,
      dedupingInterval: 2000,
    });
  });

  it.each(TABLE.map(([file, render, policies]) => [file, render, policies] as const))('%s', (_file, render, policies) => {
    expect(resolvedCalls(render).slice(0, policies.length).map(policyOf)).toEqual(policies);
  });

  it('the table lists every file that calls useSWR', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (/\.tsx?$/.test(e.name) && /\buseSWR\s*[(<]/.test(fs.readFileSync(path.join(root, rel), 'utf8'))) found.push(rel);
      }
    };
    ['app', 'components', 'hooks', 'lib'].forEach(walk);
    expect(found.sort()).toEqual(TABLE.map(([file]) => file).sort());
  });
});
