'use client';

import { Button, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ClassifyNode } from '@/lib/api/contract/classify';
import type { CaseRecord } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { itemHref } from '@/lib/content/item-href';
import { loginStatusAtom, userInfoAtom, LoginPrompt } from '@/components/login';
import { AntdProvider } from '@/components/providers/antd-provider';
import { StatusResult } from '@/components/providers/status-result';
import { getCaseDraft } from './api';
import { EMPTY_FIELDS, fieldsOf, type FormFields } from './case-form';
import { draftKey, readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';
import { movePendingFiles } from './pending-files';
import { CaseEditor } from './case-editor';
import styles from './case-upload.module.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: boolean }
  | { kind: 'locked'; record: CaseRecord }
  | { kind: 'ready'; fields: FormFields; pictures: CaseRecord['pictures']; returnReason: string | null; note: string | null };

const RESTORED = '已恢复你上次在这台设备上填写、尚未同步的内容';

/**
 * /caseUpload/{caseId}: a visitor is asked to log in; a member gets the form with the draft (the
 * server's, or this browser's copy when that is newer), a submitted case shows where it stands.
 */
export default function CaseUploadView({ caseId: routeId, classify }: { caseId: number; classify: ClassifyNode[] }) {
  const status = useAtomValue(loginStatusAtom);
  const user = useAtomValue(userInfoAtom);
  const accountId = user?.accountId ?? 0;
  const [caseId, setCaseId] = useState(routeId);
  const [fetched, setFetched] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState<CaseRecord | null>(null);

  // A new case starts from this browser's unsynced copy, if any (client-only view: storage is there).
  const fresh = useMemo((): Loaded | null => {
    if (routeId !== 0 || !accountId) return null;
    const local = readLocalDraft(draftKey(accountId, 0));
    if (!local) return { kind: 'ready', fields: EMPTY_FIELDS, pictures: [], returnReason: null, note: null };
    return { kind: 'ready', fields: { ...EMPTY_FIELDS, ...local }, pictures: local.pictures, returnReason: null, note: local.title || local.pictures.length ? RESTORED : null };
  }, [routeId, accountId]);

  useEffect(() => {
    if (status !== 'user' || !accountId || routeId === 0) return;
    let live = true;
    void getCaseDraft(routeId).then((res) => {
      if (!live) return;
      if (!res.ok) {
        const missing = res.error === 'not-found' || res.error === 'invalid';
        setFetched({ kind: 'error', message: missing ? '找不到这个案例，或它不属于当前账号' : messageOf(res, '案例加载失败，请稍后重试'), retry: !missing });
        return;
      }
      const r = res.data;
      const local = readLocalDraft(draftKey(accountId, routeId));
      if (!r.editable) {
        removeLocalDraft(draftKey(accountId, routeId));
        setFetched({ kind: 'locked', record: r });
        return;
      }
      // This browser typed more than the server holds (a save that never arrived): keep the newer.
      const useLocal = local && !local.synced && local.savedAt > r.updatedAt;
      setFetched({
        kind: 'ready',
        fields: useLocal ? { ...EMPTY_FIELDS, ...local } : fieldsOf(r),
        pictures: useLocal ? local.pictures : r.pictures,
        returnReason: r.state === 'returned' ? r.returnReason : null,
        note: useLocal ? RESTORED : null,
      });
    });
    return () => {
      live = false;
    };
  }, [status, accountId, routeId, attempt]);
  const loaded = fresh ?? fetched;

  const onCreated = useCallback(
    (record: CaseRecord) => {
      // The first save of a new case names it: the address follows, so a reload opens this draft.
      const from = draftKey(accountId, 0);
      const to = draftKey(accountId, record.caseId);
      const local = readLocalDraft(from);
      if (local) writeLocalDraft(to, local);
      removeLocalDraft(from);
      void movePendingFiles(from, to);
      setCaseId(record.caseId);
      window.history.replaceState(window.history.state, '', `/caseUpload/${record.caseId}`);
    },
    [accountId],
  );

  const onSubmitted = useCallback(
    (record: CaseRecord) => {
      removeLocalDraft(draftKey(accountId, record.caseId));
      removeLocalDraft(draftKey(accountId, 0));
      setSubmitted(record);
      window.scrollTo({ top: 0 });
    },
    [accountId],
  );

  if (status === 'checking' || (status === 'user' && loaded.kind === 'loading')) return <Skeleton active paragraph={{ rows: 10 }} />;

  if (status !== 'user' || !user) {
    return <LoginPrompt className={styles.panel} title="登录后上传案例" subTitle="上传的案例经审核后展示在案例库中，你可以在个人中心查看审核进度、浏览与下载数据。" />;
  }

  if (user.banned) {
    return (
      <AntdProvider>
        <StatusResult className={styles.panel} status="warning" title="账号受限，暂不能上传" subTitle={`原因：${user.banReason ?? '违反社区规范'}。如有疑问请联系客服。`} />
      </AntdProvider>
    );
  }

  if (submitted) {
    return (
      <AntdProvider>
        <StatusResult
          className={styles.panel}
          status="success"
          title="已提交审核"
          subTitle={`「${submitted.title}」正在审核中，通常 1 个工作日内完成。审核结果可在个人中心的「我的上传」查看。`}
          extra={[
            <Button key="mine" href="/personal#my-uploads" type="primary" size="large">
              查看我的上传
            </Button>,
            // A full load on purpose (a plain link): the next case starts from a fresh form.
            <Button key="more" href="/caseUpload/0" size="large">
              继续上传
            </Button>,
          ]}
          data-testid="upload-success"
        />
      </AntdProvider>
    );
  }

  if (loaded.kind === 'error') {
    return (
      <AntdProvider>
        <StatusResult
          className={styles.panel}
          status={loaded.retry ? 'error' : '404'}
          title={loaded.message}
          extra={
            loaded.retry ? (
              <Button
                onClick={() => {
                  setFetched({ kind: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                重试
              </Button>
            ) : (
              <Button href="/caseUpload/0" type="primary">
                上传新案例
              </Button>
            )
          }
        />
      </AntdProvider>
    );
  }

  if (loaded.kind === 'locked') {
    const r = loaded.record;
    return (
      <AntdProvider>
        <StatusResult
          className={styles.panel}
          status={r.state === 'approved' ? 'success' : 'info'}
          title={r.state === 'approved' ? `「${r.title}」已通过审核` : `「${r.title}」正在审核中`}
          subTitle={r.state === 'approved' ? '已发布的案例不能再修改。' : '审核期间不能修改，审核结果可在个人中心查看。'}
          extra={[
            <Button key="mine" href="/personal#my-uploads" type="primary">
              我的上传
            </Button>,
            r.itemId ? (
              <Button key="item" href={itemHref({ id: r.itemId, kind: 'case' })}>
                查看案例
              </Button>
            ) : null,
          ]}
        />
      </AntdProvider>
    );
  }

  if (loaded.kind !== 'ready') return null;
  return (
    <AntdProvider>
      <CaseEditor
        key={`${accountId}:${routeId}`}
        accountId={accountId}
        caseId={caseId}
        initial={loaded.fields}
        initialPictures={loaded.pictures}
        returnReason={loaded.returnReason}
        restoredNote={loaded.note}
        classify={classify}
        onCreated={onCreated}
        onSubmitted={onSubmitted}
      />
    </AntdProvider>
  );
}
