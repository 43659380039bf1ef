'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CropBox as Crop, SimilarHit, SimilarResult } from '@/lib/api/contract/search';
import { similarBySiteImage, uploadSimilar } from '../api';
import { messageOf } from '@/lib/api/load';
import { cacheKey, readCached, sha256Hex, writeCached } from './image-cache';
import { CropBox } from './crop-box';
import { readImage } from './read-image';
import { SimilarResults } from './similar-results';
import styles from './similar.module.css';
import { OssImg } from '@/components/media/oss-img';
import { useExperiment } from '@/components/experiments';
import { SimilarCompare } from './similar-compare';

type Source = { type: 'file'; file: File; url: string; width: number; height: number } | { type: 'site'; url: string };
type Status = { state: 'idle' | 'hashing' | 'searching' | 'done' } | { state: 'uploading'; progress: number } | { state: 'error'; message: string };

const FULL: Crop = { x: 0.15, y: 0.15, w: 0.7, h: 0.7 };
const cropText = (c: Crop | null) => (c ? [c.x, c.y, c.w, c.h].map((n) => n.toFixed(4)).join(',') : undefined);

/**
 * Similar-image search: upload, paste or drop a picture (or arrive with ?img= of a site picture),
 * optionally frame a region, and see the nearest pictures. The picture is hashed (SHA-256) in the
 * browser and answers are kept in referenceImgSourceCache, so searching it again sends nothing.
 *
 * The upgradeSimilarSearch experiment (SPEC §3, inverted lookup) decides the variant in the
 * browser: '1' is the upgraded search — frame a region to refine, compare a result side by side
 * with the picture; '0' is the classic whole-picture search. Until the groups are known the
 * classic controls show (the extra buttons then appear in place, nothing moves).
 */
export function SimilarSearch({ initialImg, initialResult }: { initialImg: string | null; initialResult: SimilarResult | null }) {
  const [source, setSource] = useState<Source | null>(initialImg ? { type: 'site', url: initialImg } : null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [hide, setHide] = useState(true);
  const [status, setStatus] = useState<Status>(initialResult ? { state: 'done' } : { state: 'idle' });
  const [result, setResult] = useState<SimilarResult | null>(initialResult);
  const [fromCache, setFromCache] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [comparing, setComparing] = useState<SimilarHit | null>(null);
  const variantValue = useExperiment('upgradeSimilarSearch');
  const upgraded = variantValue === '1';
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  const search = useCallback(async (src: Source, region: Crop | null, hideDuplicates: boolean) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setStatus({ state: 'hashing' });
    const hash = await sha256Hex(src.type === 'file' ? src.file : new TextEncoder().encode(src.url).buffer as ArrayBuffer);
    const key = cacheKey(hash, { crop: cropText(region), hideDuplicates, page: 1 });
    const cached = readCached(key);
    if (cached) {
      setResult(cached);
      setFromCache(true);
      setStatus({ state: 'done' });
      return;
    }
    setFromCache(false);
    let answer: SimilarResult | null = null;
    if (src.type === 'file') {
      setStatus({ state: 'uploading', progress: 0 });
      const out = await uploadSimilar(src.file, { crop: region, hideDuplicates }, (p) => setStatus({ state: 'uploading', progress: p }), ctrl.signal);
      if (ctrl.signal.aborted) return;
      if (!out.ok) return setStatus({ state: 'error', message: messageOf(out, '搜索失败，请稍后再试') });
      answer = out.data;
    } else {
      setStatus({ state: 'searching' });
      const res = await similarBySiteImage({ img: src.url }, { crop: region, hideDuplicates }, { signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      if (!res.ok) return setStatus({ state: 'error', message: messageOf(res, '搜索失败，请稍后再试') });
      answer = res.data;
    }
    writeCached(key, answer);
    setComparing(null);
    setResult(answer);
    setStatus({ state: 'done' });
  }, []);

  const take = useCallback(
    async (file: File | null | undefined) => {
      if (!file) return;
      const read = await readImage(file);
      if (!read.ok) return setStatus({ state: 'error', message: read.message });
      setSource((old) => {
        if (old?.type === 'file') URL.revokeObjectURL(old.url);
        return { type: 'file', file, url: read.url, width: read.width, height: read.height };
      });
      setCrop(null);
      void search({ type: 'file', file, url: read.url, width: read.width, height: read.height }, null, hide);
    },
    [hide, search],
  );

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (file) {
        e.preventDefault();
        void take(file);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [take]);

  const busy = status.state === 'hashing' || status.state === 'uploading' || status.state === 'searching';
  return (
    <div className={styles.wrap} data-similar-variant={variantValue === null ? 'pending' : upgraded ? 'upgraded' : 'classic'}>
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        data-testid="similar-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void take(e.dataTransfer.files[0]);
        }}
      >
        {source ? (
          <div className={styles.preview}>
            <OssImg src={source.url} alt="用于搜索的图片" className={styles.previewImg} />
            {crop && <CropBox crop={crop} onChange={setCrop} onCommit={() => void search(source, crop, hide)} />}
          </div>
        ) : (
          <p className={styles.hint}>
            {/* A touch screen has no drag and no Ctrl+V: it is told to tap (CSS picks the line by pointer). */}
            <span className={styles.hintFine}>把图片拖到这里，或粘贴（Ctrl+V）截图</span>
            <span className={styles.hintTouch}>轻点“上传图片”，拍照或从相册选择一张图片</span>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => input.current?.click()} disabled={busy}>
            {source ? '换一张图片' : '上传图片'}
          </button>
          <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="visually-hidden" aria-label="选择图片文件" data-testid="similar-file" onChange={(e) => void take(e.target.files?.[0])} />
          {upgraded && source && !crop && (
            <button type="button" onClick={() => setCrop(FULL)} disabled={busy}>
              框选区域
            </button>
          )}
          {source && crop && (
            <>
              <button type="button" className={styles.primary} onClick={() => void search(source, crop, hide)} disabled={busy}>
                搜索此区域
              </button>
              <button type="button" onClick={() => (setCrop(null), void search(source, null, hide))} disabled={busy}>
                取消框选
              </button>
            </>
          )}
          <label className={styles.toggle}>
            <input type="checkbox" checked={hide} onChange={(e) => (setHide(e.target.checked), source && void search(source, crop, e.target.checked))} />
            隐藏重复图片
          </label>
        </div>
        <p className={styles.limits}>支持 JPG、PNG、WebP、GIF，10MB 以内。</p>
      </div>
      <div aria-live="polite" className={styles.status} data-testid="similar-status">
        {status.state === 'hashing' && '正在读取图片…'}
        {status.state === 'uploading' && (
          <span className={styles.progress}>
            正在上传 {Math.round(status.progress * 100)}%
            <progress max={1} value={status.progress} aria-label="上传进度" />
          </span>
        )}
        {status.state === 'searching' && '正在搜索相似图片…'}
        {status.state === 'error' && (
          <span role="alert" className={styles.error}>
            {status.message}
          </span>
        )}
        {status.state === 'done' && fromCache && '（已使用本地缓存的结果，未重复上传）'}
      </div>
      {upgraded && comparing && source && <SimilarCompare queryUrl={source.url} crop={result?.query.crop ?? null} hit={comparing} onClose={() => setComparing(null)} />}
      {result && <SimilarResults result={result} onCompare={upgraded ? setComparing : undefined} />}
    </div>
  );
}
