'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CasePicture, CaseRecord } from '@/lib/api/contract/upload';
import { messageOf } from '@/lib/api/load';
import { saveCaseDraft } from './api';
import { toRequest, type FormFields } from './case-form';
import { draftKey, writeLocalDraft } from './local-draft';

/** Quiet time after the last keystroke before the draft goes to the server. */
const AUTOSAVE_DELAY_MS = 1000;
/** When the server refused or was unreachable, try again after this long. */
const RETRY_MS = 8000;

type DraftStatus = 'idle' | 'saving' | 'saved' | 'local';
export interface DraftState {
  status: DraftStatus;
  /** Epoch ms of the last save (server for 'saved', browser for 'local'). */
  at: number | null;
  /** Why the server copy is behind ('local'). */
  message?: string;
}

interface Options {
  accountId: number;
  caseId: number;
  fields: FormFields;
  pictures: readonly CasePicture[];
  /** false until the draft has been loaded (nothing to save before that) and after submission. */
  enabled: boolean;
  /** A new case (caseId 0) got its id from its first save. */
  onCreated: (record: CaseRecord) => void;
}

/**
 * Saves the case as it is typed: at once to local storage (so a reload, a logout or a lost
 * network keeps it), and after AUTOSAVE_DELAY_MS of quiet to the server; one save at a time, the
 * newest state always last. `flush()` saves now and resolves when the server has it (or not).
 */
export function useCaseAutosave({ accountId, caseId, fields, pictures, enabled, onCreated }: Options) {
  const snap = JSON.stringify(toRequest(0, fields, pictures));
  const [state, setState] = useState<DraftState>({ status: 'idle', at: null });
  // The version the server holds: state for the screen, a ref for the saves in flight.
  const [savedSnap, setSavedSnap] = useState<string | null>(null);
  const saved = useRef<string | null>(null);
  const latest = useRef({ snap, fields, pictures, caseId });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const created = useRef(onCreated);
  useEffect(() => {
    latest.current = { snap, fields, pictures, caseId };
    created.current = onCreated;
  });

  const markSaved = useCallback((s: string) => {
    saved.current = s;
    setSavedSnap(s);
  }, []);

  // What was loaded counts as saved: opening a draft does not write it back.
  useEffect(() => {
    if (enabled && saved.current === null) markSaved(latest.current.snap);
  }, [enabled, markSaved]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) {
      await inFlight.current;
      if (saved.current === latest.current.snap) return true;
    }
    const run = (async () => {
      const { snap: s, fields: f, pictures: p, caseId: id } = latest.current;
      setState((st) => ({ ...st, status: 'saving' }));
      const res = await saveCaseDraft(toRequest(id, f, p));
      if (!res.ok) {
        setState({ status: 'local', at: Date.now(), message: messageOf(res, '网络异常，草稿暂存在本机，恢复后会自动同步') });
        return false;
      }
      markSaved(s);
      writeLocalDraft(draftKey(accountId, res.data.caseId), { ...f, pictures: [...p], savedAt: Date.now(), synced: s === latest.current.snap });
      if (id === 0) created.current(res.data);
      setState({ status: 'saved', at: res.data.updatedAt || Date.now() });
      return true;
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [accountId, markSaved]);

  // After a failed save, each new failure (its time) schedules the next try.
  const retryAt = state.status === 'local' ? state.at : null;
  useEffect(() => {
    if (!enabled || savedSnap === null || snap === savedSnap) return;
    writeLocalDraft(draftKey(accountId, caseId), { ...fields, pictures: [...pictures], savedAt: Date.now(), synced: false });
    const t = setTimeout(() => void saveNow(), retryAt !== null ? RETRY_MS : AUTOSAVE_DELAY_MS);
    return () => clearTimeout(t);
    // fields and pictures are what `snap` encodes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snap, savedSnap, enabled, accountId, caseId, saveNow, retryAt]);

  /** Saves what is on screen now (before submission); true when the server has it. */
  const flush = useCallback(async () => (saved.current === latest.current.snap && !inFlight.current ? true : saveNow()), [saveNow]);
  /** After a successful submission, the server's copy is the truth. */
  const submitted = useCallback(() => markSaved(latest.current.snap), [markSaved]);

  return { state, flush, markSaved: submitted, dirty: enabled && savedSnap !== null && snap !== savedSnap };
}
