import { getItem, setItem } from '@/lib/storage';
import type { CollectFolder } from '@/lib/api/contract/collect';

/** The server's default folder as the site keeps it (SPEC §3 local storage `defaultCollect`). */
export interface DefaultCollect {
  id: number;
  name: string;
}

const DEFAULT_NAME = '默认收藏夹';

function isDefaultCollect(x: unknown): x is DefaultCollect {
  return typeof x === 'object' && x !== null && Number.isInteger((x as DefaultCollect).id) && typeof (x as DefaultCollect).name === 'string' && (x as DefaultCollect).name !== '';
}

/**
 * Keeps `defaultCollect` in step with the server: every folder list, a renamed folder and a
 * deletion's answer (which names the default folder) pass through here (./api.ts). Cleared at
 * logout with the other account keys (lib/storage/keys.ts ACCOUNT_KEYS).
 */
export function keepDefaultCollect(folders: readonly CollectFolder[] | CollectFolder): void {
  const list = Array.isArray(folders) ? folders : [folders as CollectFolder];
  const d = list.find((f) => f.isDefault);
  if (d) setItem('defaultCollect', { id: d.id, name: d.name } satisfies DefaultCollect);
}

/** After a deletion: the default folder's id as the server names it (its name is unchanged). */
export function keepDefaultFolderId(id: number): void {
  const kept = getItem('defaultCollect');
  if (!isDefaultCollect(kept) || kept.id !== id) setItem('defaultCollect', { id, name: isDefaultCollect(kept) ? kept.name : DEFAULT_NAME } satisfies DefaultCollect);
}

/** Where a collect without a folder went, as the notice names it: 已收藏到默认收藏夹, or the renamed default's 「name」. */
export function defaultCollectNotice(): string {
  const kept = getItem('defaultCollect');
  const name = isDefaultCollect(kept) ? kept.name : DEFAULT_NAME;
  return name === DEFAULT_NAME ? `已收藏到${DEFAULT_NAME}` : `已收藏到「${name}」`;
}
