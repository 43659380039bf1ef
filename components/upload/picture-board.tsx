'use client';

import { Button, Progress, Radio, Tooltip } from 'antd';
import { useId, useRef, useState, type DragEvent } from 'react';
import { CASE_LIMITS, UPLOAD_MAX_BYTES } from '@/lib/api/contract/upload';
import { formatBytes } from '@/lib/content/format';
import { imageUrl } from '@/lib/image';
import { OssImg } from '@/components/media/oss-img';
import { PICTURE_ACCEPT } from './file-rules';
import type { PictureSlot } from './picture-slots';
import styles from './case-upload.module.css';

const PHASE_TEXT = { hashing: '校验中', uploading: '上传中', finishing: '保存中' } as const;

interface Props {
  slots: PictureSlot[];
  cover: number | null;
  error?: string;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  onCover: (pictureId: number) => void;
}

/**
 * The case's pictures: a drop zone and a file picker (several at once), one tile per picture with
 * its progress, its problems, the cover choice and moves by drag or by the ← → buttons.
 */
export function PictureBoard({ slots, cover, error, onAdd, onMove, onRemove, onRetry, onCover }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const hintId = useId();

  function dropFiles(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    const files = Array.from(e.dataTransfer.files ?? []);
    if (files.length) onAdd(files);
  }

  return (
    <div className={styles.board} data-testid="picture-board">
      <div
        className={styles.dropzone}
        data-over={over || undefined}
        data-error={error ? true : undefined}
        onDragOver={(e) => {
          if (dragging !== null || !e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => (dragging === null ? dropFiles(e) : undefined)}
      >
        <p className={styles.dropTitle}>
          {/* A touch screen cannot drag: CSS picks the line by pointer. */}
          <span className={styles.dropFine}>把图片拖到这里，或</span>
          <span className={styles.dropTouch}>轻点下方按钮，拍照或从相册选择图片</span>
        </p>
        <Button type="primary" onClick={() => input.current?.click()} aria-describedby={hintId}>
          选择图片
        </Button>
        <p id={hintId} className={styles.hint}>
          支持 JPG、PNG、WebP，单张不超过 {formatBytes(UPLOAD_MAX_BYTES)}，最少 1 张、最多 {CASE_LIMITS.pictures} 张；宽不小于 600、高不小于 400 像素。可一次选择多张，上传中断后会自动续传。
        </p>
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple
          hidden
          aria-label="选择案例图片"
          data-testid="picture-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
      </div>
      {slots.length > 0 && (
        <Radio.Group value={cover} onChange={(e) => onCover(e.target.value as number)} className={styles.radioGroup} aria-label="封面图片">
          <ol className={styles.tiles} aria-label="案例图片（可拖动排序）">
            {slots.map((s, i) => (
              <li
                key={s.key}
                className={styles.tile}
                data-testid="picture-tile"
                data-status={s.status}
                data-problem={s.problems.length || s.error ? true : undefined}
                draggable
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  onMove(dragging, i);
                  setDragging(null);
                }}
              >
                <div className={styles.thumb}>
                  {s.picture ? (
                    <OssImg src={imageUrl(s.picture.url, { mode: 'fill', width: 320, height: 240, format: 'webp' })} alt={`第 ${i + 1} 张`} width={160} height={120} loading="lazy" />
                  ) : s.preview ? (
                    <OssImg src={s.preview} alt={`第 ${i + 1} 张：${s.name}`} width={160} height={120} />
                  ) : (
                    <span className={styles.noThumb}>{s.name || '图片'}</span>
                  )}
                  {s.picture && cover === s.picture.pictureId && <span className={styles.coverBadge}>封面</span>}
                </div>
                {s.status !== 'done' && s.status !== 'error' && (
                  <div className={styles.progress}>
                    <Progress percent={s.percent} size="small" status="active" aria-label={`${s.name} 上传进度`} data-testid="upload-progress" />
                    <span className={styles.meta}>{s.phase ? PHASE_TEXT[s.phase] : '等待上传'}</span>
                  </div>
                )}
                {s.status === 'done' && s.percent === 100 && !s.problems.length && <span className={styles.okMark} aria-label="上传完成">已上传</span>}
                {(s.error || s.problems.length > 0) && (
                  <ul className={styles.problems} role="alert" data-testid="picture-problem">
                    {s.error && <li>{s.error}</li>}
                    {s.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
                <div className={styles.tileActions}>
                  {s.picture && (
                    <Radio value={s.picture.pictureId} aria-label={`设第 ${i + 1} 张为封面`}>
                      封面
                    </Radio>
                  )}
                  <span className={styles.moveButtons}>
                    <Tooltip title="前移">
                      <Button size="small" disabled={i === 0} onClick={() => onMove(i, i - 1)} aria-label={`第 ${i + 1} 张前移`}>
                        ←
                      </Button>
                    </Tooltip>
                    <Tooltip title="后移">
                      <Button size="small" disabled={i === slots.length - 1} onClick={() => onMove(i, i + 1)} aria-label={`第 ${i + 1} 张后移`}>
                        →
                      </Button>
                    </Tooltip>
                  </span>
                  {s.status === 'error' && s.retryable && (
                    <Button size="small" onClick={() => onRetry(s.key)}>
                      重试
                    </Button>
                  )}
                  <Button size="small" danger onClick={() => onRemove(s.key)} aria-label={`移除第 ${i + 1} 张`}>
                    移除
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </Radio.Group>
      )}
    </div>
  );
}
