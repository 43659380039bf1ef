'use client';

import useSWR from 'swr';
import type { DownloadInfo } from '@/lib/api/contract/pay';
import { getDownloadInfo } from './api';
import { dataOrThrow } from '@/lib/api/load';
import { resourceSize } from '@/lib/http/resource-size';
import { DEFAULT_SWR_OPTIONS } from '@/lib/policy';

/**
 * An item's download facts for the viewer: rights (reloaded when the login or the rights change:
 * `viewer` and `version` are in the key) and the file size read by HEAD (SPEC §7; null when
 * that fails, undefined while it is asked; never asked for a pack without files). `onInfo` hears each fresh answer (a waiting download
 * continues from there).
 */
export function useDownloadInfo(itemId: number, viewer: number | 'guest' | null, version: number, onInfo?: (info: DownloadInfo) => void) {
  const info = useSWR(viewer === null ? null : ['/case/api/download/info', itemId, viewer, version], async () => {
    const res = await getDownloadInfo(itemId);
    return dataOrThrow(res, '下载信息加载失败，请稍后重试');
  }, { ...DEFAULT_SWR_OPTIONS, onSuccess: (data) => onInfo?.(data) });
  // A pack without files has no size to ask for (the API refuses its HEAD).
  const headUrl = info.data && info.data.files !== 0 ? info.data.headUrl : undefined;
  const size = useSWR(headUrl ? ['HEAD', headUrl] : null, () => resourceSize(headUrl!), { ...DEFAULT_SWR_OPTIONS, shouldRetryOnError: true });
  return { info: info.data, error: info.error as Error | undefined, isLoading: info.isLoading, size: size.data, reload: info.mutate };
}
