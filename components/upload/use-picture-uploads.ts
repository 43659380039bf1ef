'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CasePicture, PictureCheck, UploadType } from '@/lib/api/contract/upload';
import { checkPictures } from './api';
import { checkPictureFile, roomFor } from './file-rules';
import { dropPendingFile, keepPendingFile, pendingFiles } from './pending-files';
import { moveItem, slotOfPicture, type PictureSlot } from './picture-slots';
import { createQueue } from './queue';
import { uploadPicture } from './resumable';

/** Pictures sent at the same time: enough to fill the line, few enough for the first to finish early. */
const PARALLEL = 2;

/** A blob: URL to show the file while it uploads; null where the browser cannot make one. */
function previewOf(file: Blob): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

let seq = 0;
const newKey = () => `l${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The messages of one picture's check (duplicate, too small …); [] when it passes. */
const problemsOf = (c: PictureCheck | undefined): string[] => (c && !c.pass ? c.problems.map((p) => p.message) : []);

/**
 * The case form's pictures: adds files (browser check first), uploads them PARALLEL at a time
 * with progress, keeps each unfinished file in IndexedDB under `owner` so a reload resumes it,
 * checks every finished picture (duplicates, size) at once, and moves, removes and retries.
 */
export function usePictureUploads(owner: string | null, initial: readonly CasePicture[]) {
  const [slots, setSlots] = useState<PictureSlot[]>(() => initial.map(slotOfPicture));
  const [notice, setNotice] = useState<string | null>(null);
  const files = useRef(new Map<string, { file: Blob; name: string; type: UploadType }>());
  const aborts = useRef(new Map<string, AbortController>());
  const live = useRef(true);
  const ownerRef = useRef(owner);
  const count = useRef(slots.length);
  const [queue] = useState(() => createQueue(PARALLEL));
  useEffect(() => {
    ownerRef.current = owner;
    count.current = slots.length;
  });

  const patch = useCallback((key: string, change: Partial<PictureSlot>) => {
    if (live.current) setSlots((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }, []);

  const checkOne = useCallback(
    async (key: string, url: string) => {
      const res = await checkPictures(url);
      if (res.ok) patch(key, { problems: problemsOf(res.data[0]) });
    },
    [patch],
  );

  const run = useCallback(
    async (key: string) => {
      const f = files.current.get(key);
      if (!f) return;
      const ctl = new AbortController();
      aborts.current.set(key, ctl);
      patch(key, { status: 'uploading', error: null, phase: 'hashing' });
      const out = await uploadPicture(f.file, {
        name: f.name,
        type: f.type,
        signal: ctl.signal,
        onProgress: (p) => patch(key, { phase: p.phase, percent: p.total ? Math.min(100, Math.floor((p.sent / p.total) * 100)) : 0 }),
      });
      aborts.current.delete(key);
      if (out.ok) {
        const { pictureId, url, key: ossKey, width, height } = out.picture;
        files.current.delete(key);
        void dropPendingFile(key);
        patch(key, { status: 'done', phase: null, percent: 100, picture: { pictureId, url, key: ossKey, width, height } });
        void checkOne(key, url);
      } else if (!out.aborted) patch(key, { status: 'error', phase: null, error: out.message, retryable: true });
    },
    [patch, checkOne],
  );

  useEffect(() => queue.setRunner(run), [queue, run]);

  const enqueue = useCallback(
    (key: string, file: Blob, name: string, type: UploadType, keep: boolean) => {
      files.current.set(key, { file, name, type });
      if (keep && ownerRef.current) void keepPendingFile({ key, owner: ownerRef.current, name, file, addedAt: Date.now() });
      queue.push(key);
    },
    [queue],
  );

  const add = useCallback(
    async (picked: File[]) => {
      const { take, message } = roomFor(count.current, picked.length);
      setNotice(message);
      for (const file of picked.slice(0, take)) {
        const key = newKey();
        const base: PictureSlot = { key, name: file.name, picture: null, preview: null, status: 'queued', phase: null, percent: 0, error: null, problems: [], retryable: false };
        const verdict = await checkPictureFile(file);
        if (!live.current) return;
        if (!verdict.ok) {
          setSlots((list) => [...list, { ...base, status: 'error', error: verdict.message }]);
          continue;
        }
        const preview = previewOf(file);
        setSlots((list) => [...list, { ...base, preview }]);
        enqueue(key, file, file.name, verdict.type, true);
      }
    },
    [enqueue],
  );

  // A reload (or a closed tab) left pictures half sent: pick them up from IndexedDB and resume.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!owner || restored.current === owner) return;
    restored.current = owner;
    void pendingFiles(owner).then(async (list) => {
      for (const p of list) {
        if (!live.current || files.current.has(p.key)) continue;
        const verdict = await checkPictureFile(new File([p.file], p.name));
        if (!verdict.ok) {
          void dropPendingFile(p.key);
          continue;
        }
        const preview = previewOf(p.file);
        setSlots((s) => [...s, { key: p.key, name: p.name, picture: null, preview, status: 'queued', phase: null, percent: 0, error: null, problems: [], retryable: false }]);
        enqueue(p.key, p.file, p.name, verdict.type, false);
      }
    });
  }, [owner, enqueue]);

  useEffect(() => {
    live.current = true;
    const controllers = aborts.current;
    return () => {
      live.current = false;
      for (const c of controllers.values()) c.abort();
    };
  }, []);

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    queue.drop(key);
    files.current.delete(key);
    void dropPendingFile(key);
    setSlots((list) => {
      const gone = list.find((s) => s.key === key);
      if (gone?.preview) URL.revokeObjectURL?.(gone.preview);
      return list.filter((s) => s.key !== key);
    });
  }, [queue]);

  const retry = useCallback(
    (key: string) => {
      if (!files.current.has(key)) return;
      patch(key, { status: 'queued', error: null });
      queue.push(key);
    },
    [patch, queue],
  );

  const move = useCallback((from: number, to: number) => setSlots((list) => moveItem(list, from, to)), []);

  /** The picture check on every uploaded picture (before submission); the number of pictures with a problem. */
  const checkAll = useCallback(async (): Promise<number | null> => {
    const done = slots.filter((s) => s.status === 'done' && s.picture);
    if (!done.length) return 0;
    const res = await checkPictures(done.map((s) => s.picture!.url));
    if (!res.ok) return null;
    const byUrl = new Map(res.data.map((c) => [c.imgUrl, c]));
    setSlots((list) => list.map((s) => (s.picture ? { ...s, problems: problemsOf(byUrl.get(s.picture.url)) } : s)));
    return done.filter((s) => problemsOf(byUrl.get(s.picture!.url)).length).length;
  }, [slots]);

  /** Messages from the API's submit check, by picture id. */
  const showProblems = useCallback((byPicture: Record<number, string[]>) => {
    setSlots((list) => list.map((s) => (s.picture && byPicture[s.picture.pictureId] ? { ...s, problems: byPicture[s.picture.pictureId] } : s)));
  }, []);

  /** Replaces the uploaded pictures (a draft restored from another source). */
  const reset = useCallback((pictures: readonly CasePicture[]) => setSlots((list) => [...pictures.map(slotOfPicture), ...list.filter((s) => !s.picture)]), []);

  return { slots, notice, add, remove, retry, move, checkAll, showProblems, reset };
}
