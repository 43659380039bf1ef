'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { loginAfterRefusal } from '@/components/login';
import { messageOf, type ApiResult } from '@/lib/api/load';
import type { CollectFolder } from '@/lib/api/contract/collect';
import { collectItem, createCollectFolder, getCollectFolders, uncollectItem } from './api';
import { notify, trackCollect } from './collect-actions';
import { collectedAtom } from './state';
import styles from './collect-panel.module.css';

/**
 * CollectPanel's open 收藏夹…: the member's folders with a tick where the item is, each a switch in
 * and out of that folder, and a new folder. Loads the folders when it appears; `onClose` when the
 * API says the visitor is a guest after all (the login modal opens instead). Its own module,
 * fetched on the first opening with the folders API and the collect actions (issues 15 and 40:
 * none of it in the detail's first load).
 */
export function CollectFolders({ itemId, listId, onClose }: { itemId: number; listId: string; onClose: () => void }) {
  const inFolders = useAtomValue(collectedAtom)[itemId] ?? [];
  const setCollected = useSetAtom(collectedAtom);
  const [folders, setFolders] = useState<CollectFolder[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');

  function show(res: ApiResult<CollectFolder[]>) {
    if (res.ok) setFolders(res.data);
    // Opened while the login check ran, by a visitor after all: the login modal, not a refusal.
    else if (!loginAfterRefusal(res, onClose)) setError(messageOf(res, '收藏夹加载失败，请稍后重试'));
  }

  async function load() {
    setError('');
    show(await getCollectFolders());
  }

  // The folders, once per opening (the panel mounts this list anew each time it opens).
  useEffect(() => {
    void getCollectFolders().then(show);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function toggleFolder(folder: CollectFolder) {
    setBusy(true);
    const inIt = inFolders.includes(folder.id);
    const res = inIt ? await uncollectItem(itemId, folder.id) : await collectItem(itemId, folder.id);
    setBusy(false);
    if (!res.ok) {
      notify(messageOf(res, '操作失败，请稍后重试'), 'error');
      return;
    }
    setCollected((m) => ({ ...m, [itemId]: res.data.folderIds }));
    if (!inIt) trackCollect(itemId);
    notify(inIt ? `已从「${folder.name}」移除` : `已收藏到「${folder.name}」`);
    void load();
  }

  async function create(e: FormEvent) {
    e.preventDefault();
    const n = name.trim();
    if (!n) {
      setError('请输入收藏夹名称');
      return;
    }
    setBusy(true);
    const made = await createCollectFolder(n, false);
    if (!made.ok) {
      setBusy(false);
      setError(messageOf(made, '新建失败，请稍后重试'));
      return;
    }
    setName('');
    setBusy(false);
    await toggleFolder(made.data);
  }

  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!folders && !error && <p className={styles.muted}>正在加载收藏夹…</p>}
      {folders && (
        <ul className={styles.list}>
          {folders.map((f) => (
            <li key={f.id}>
              <label>
                <input type="checkbox" checked={inFolders.includes(f.id)} disabled={busy} onChange={() => void toggleFolder(f)} />
                <span>{f.name}</span>
                <span className={styles.muted}>
                  {f.count} 个{f.public ? ' · 公开' : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.create} onSubmit={(e) => void create(e)}>
        <label className="visually-hidden" htmlFor={`${listId}-name`}>
          新收藏夹名称
        </label>
        <input id={`${listId}-name`} value={name} maxLength={20} placeholder="新建收藏夹（最多 20 字）" onChange={(e) => setName(e.target.value)} />
        <button type="submit" disabled={busy}>
          新建并收藏
        </button>
      </form>
    </>
  );
}
