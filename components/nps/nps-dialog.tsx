'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SITE_NAME } from '@/lib/site';
import { answer, dismiss, NPS_COMMENT_MAX, readNps, writeNps } from './rules';
import styles from './nps.module.css';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The survey panel: a non-modal dialog in the corner (it appears unasked, so it does not take
 * focus or block the page). Escape or 关闭 dismisses it for good; an answer is kept locally.
 */
export default function NpsDialog({ onDone }: { onDone: () => void }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [thanks, setThanks] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  const close = () => {
    if (!thanks) writeNps(dismiss(readNps()));
    onDone();
  };

  useEffect(() => {
    if (!thanks) return;
    const t = setTimeout(onDone, 2500);
    return () => clearTimeout(t);
  }, [thanks, onDone]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (score === null) return;
    writeNps(answer(readNps(), score, comment));
    setThanks(true);
  }

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      data-testid="nps-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <button type="button" className={styles.close} onClick={close} aria-label="关闭问卷">
        ×
      </button>
      {thanks ? (
        <p id={titleId} className={styles.thanks} role="status">
          感谢您的反馈！我们会继续改进。
        </p>
      ) : (
        <form onSubmit={submit}>
          <fieldset className={styles.fieldset}>
            <legend id={titleId} className={styles.legend}>
              您有多大可能向朋友或同事推荐{SITE_NAME}？
            </legend>
            <div className={styles.scale}>
              {SCORES.map((n) => (
                <label key={n} className={styles.score} data-on={score === n || undefined}>
                  <input type="radio" name="nps-score" value={n} checked={score === n} onChange={() => setScore(n)} className="visually-hidden" />
                  <span>{n}</span>
                </label>
              ))}
            </div>
            <div className={styles.ends} aria-hidden="true">
              <span>完全不可能</span>
              <span>非常可能</span>
            </div>
          </fieldset>
          <label className={styles.commentLabel}>
            还有什么想告诉我们的？（选填）
            <textarea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={NPS_COMMENT_MAX} rows={3} className={styles.comment} />
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close}>
              不再显示
            </button>
            <button type="submit" className={styles.primary} disabled={score === null}>
              提交
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
