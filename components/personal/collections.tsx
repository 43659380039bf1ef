'use client';

import { Button, Checkbox, Input, Popconfirm, Select, Switch, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { CollectFolder } from '@/lib/api/contract/collect';
import { messageOf } from '@/lib/api/load';
import { PAGE_SIZE } from '@/lib/policy';
import { itemHref } from '@/lib/content/item-href';
import { KIND_LABELS } from '@/lib/content/kinds';
import { collectedAtom, collectFolderPath, createCollectFolder, deleteCollectFolder, moveCollectedItem, uncollectItem, updateCollectFolder, useCollectFolderItems, useCollectFolders } from '@/components/collect';
import { useFeedback } from '@/hooks/use-feedback';
import { QUIET_ICONS } from '@/components/providers/quiet-icons';
import { CompactPagination } from '@/components/list';
import { ListState } from './list-state';
import styles from './personal.module.css';

/** 我的收藏: folders (create, rename, public or private, delete into the default one) and, for the open folder, its items (move, remove). */
export function CollectionList({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const { folders, error, isLoading, reload } = useCollectFolders(accountId);
  const [openId, setOpenId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create() {
    const n = name.trim();
    if (!n) {
      void message.warning('请输入收藏夹名称');
      return;
    }
    setBusy(true);
    const res = await createCollectFolder(n, isPublic);
    setBusy(false);
    if (!res.ok) {
      void message.error(messageOf(res, '新建失败，请稍后重试'));
      return;
    }
    setName('');
    setIsPublic(false);
    void message.success(`已新建「${res.data.name}」`);
    reload();
  }

  return (
    <section className={styles.card} aria-labelledby="personal-collections" data-testid="personal-collections">
      <h2 id="personal-collections">我的收藏</h2>
      <p className={styles.note}>收藏默认进入「默认收藏夹」；公开的收藏夹有自己的页面，任何人都能浏览。删除收藏夹时，其中的内容会移入默认收藏夹。</p>
      <div className={styles.inlineForm}>
        <label className="visually-hidden" htmlFor="new-folder-name">
          新收藏夹名称
        </label>
        <Input id="new-folder-name" value={name} maxLength={20} showCount placeholder="新收藏夹名称" onChange={(e) => setName(e.target.value)} onPressEnter={() => void create()} />
        <Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)}>
          公开
        </Checkbox>
        <Button type="primary" loading={busy} onClick={() => void create()}>
          新建收藏夹
        </Button>
      </div>
      <ListState isLoading={isLoading} error={error} retry={reload} empty={!folders?.length} emptyText="还没有收藏夹">
        <ul className={styles.devices} data-testid="collect-folder-list">
          {(folders ?? []).map((f) => (
            <FolderRow key={f.id} folder={f} folders={folders ?? []} open={openId === f.id} onToggle={() => setOpenId(openId === f.id ? null : f.id)} onChanged={reload} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function FolderRow({ folder, folders, open, onToggle, onChanged }: { folder: CollectFolder; folders: CollectFolder[]; open: boolean; onToggle: () => void; onChanged: () => void }) {
  const { message } = useFeedback();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(folder.name);

  async function save(change: { name?: string; public?: boolean }) {
    const res = await updateCollectFolder(folder.id, change);
    if (!res.ok) {
      void message.error(messageOf(res, '保存失败，请稍后重试'));
      return false;
    }
    onChanged();
    return true;
  }

  async function remove() {
    const res = await deleteCollectFolder(folder.id);
    if (!res.ok) void message.error(messageOf(res, '删除失败，请稍后重试'));
    else void message.success(res.data.moved ? `已删除，${res.data.moved} 个内容移入默认收藏夹` : '已删除');
    onChanged();
  }

  return (
    <li className={styles.folder} data-testid="collect-folder">
      <div className={styles.folderHead}>
        <div>
          {editing ? (
            <Input
              size="small"
              aria-label="收藏夹名称"
              value={name}
              maxLength={20}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onPressEnter={async () => {
                if (await save({ name })) setEditing(false);
              }}
              onBlur={() => {
                setName(folder.name);
                setEditing(false);
              }}
            />
          ) : (
            <strong>{folder.name}</strong>
          )}
          <span className={styles.meta}>
            {folder.count} 个内容 {folder.isDefault && <Tag>默认</Tag>}
            {folder.public && (
              <a href={collectFolderPath(folder.id)} target="_blank" rel="noopener">
                公开页面
              </a>
            )}
          </span>
        </div>
        <div className={styles.folderActions}>
          <Switch size="small" checked={folder.public} onChange={(v) => void save({ public: v })} aria-label={`${folder.name}：公开`} />
          <span className={styles.meta}>{folder.public ? '公开' : '私密'}</span>
          <Button size="small" onClick={onToggle} aria-expanded={open} aria-label={`${open ? '收起' : '查看'} ${folder.name}`}>
            {open ? '收起' : '查看'}
          </Button>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`重命名 ${folder.name}`}>
            重命名
          </Button>
          {!folder.isDefault && (
            <Popconfirm icon={QUIET_ICONS.warning} title="删除这个收藏夹？" description="其中的内容会移入默认收藏夹。" okText="删除" cancelText="取消" onConfirm={() => void remove()}>
              <Button size="small" danger aria-label={`删除 ${folder.name}`}>
                删除
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
      {open && <FolderItems folder={folder} folders={folders} onChanged={onChanged} />}
    </li>
  );
}

function FolderItems({ folder, folders, onChanged }: { folder: CollectFolder; folders: CollectFolder[]; onChanged: () => void }) {
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const { page: data, error, isLoading, reload } = useCollectFolderItems(folder.id, page);
  const setCollected = useSetAtom(collectedAtom);
  const others = folders.filter((f) => f.id !== folder.id);

  async function act(run: () => ReturnType<typeof uncollectItem>, done: string) {
    const res = await run();
    if (!res.ok) {
      void message.error(messageOf(res, '操作失败，请稍后重试'));
      return;
    }
    setCollected((m) => ({ ...m, [res.data.itemId]: res.data.folderIds }));
    void message.success(done);
    reload();
    onChanged();
  }

  return (
    <div className={styles.folderItems} data-testid="collect-folder-items">
      <ListState isLoading={isLoading && !data} error={error} retry={reload} empty={!data?.list.list.length} emptyText="这个收藏夹还是空的">
        <ul className={styles.devices}>
          {(data?.list.list ?? []).map((item) => (
            <li key={item.id}>
              <div>
                <a href={itemHref(item)}>
                  <strong>{item.title}</strong>
                </a>
                <span className={styles.meta}>{KIND_LABELS[item.kind]}</span>
              </div>
              <div className={styles.folderActions}>
                {others.length > 0 && (
                  <Select
                    size="small"
                    placeholder="移动到…"
                    aria-label={`把 ${item.title} 移动到`}
                    style={{ width: 140 }}
                    value={null}
                    options={others.map((f) => ({ value: f.id, label: f.name }))}
                    onChange={(to: number) => void act(() => moveCollectedItem(item.id, folder.id, to), `已移动到「${others.find((f) => f.id === to)?.name ?? ''}」`)}
                  />
                )}
                <Button size="small" onClick={() => void act(() => uncollectItem(item.id, folder.id), '已移除')} aria-label={`从${folder.name}移除 ${item.title}`}>
                  移除
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {data && <CompactPagination page={page} pageSize={PAGE_SIZE} total={data.list.total} onChange={setPage} />}
      </ListState>
    </div>
  );
}
