'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useEarlyValue } from '@/hooks/use-early-value';
import { AI_TEXT_LIMIT, type AiSearchResult } from '@/lib/api/contract/search';
import { postAiSearch } from './api';
import { messageOf } from '@/lib/api/load';
import { useAiUserType } from './use-ai-user-type';
import { Waterfall } from '@/components/waterfall/waterfall';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import styles from './ai.module.css';

type Message = { role: 'user'; text: string } | { role: 'ai'; text: string; result?: AiSearchResult };

const AI_EXAMPLES = ['北欧风格的白色客厅，带落地窗', '免费的新中式茶室 SU 模型', '适合小户型的原木风卧室灵感图', '最新的工业风咖啡厅案例'];

/**
 * The server's AI user type is never shown by name (SPEC §4: names not shown); it only picks the
 * welcome line: only a visitor who has used AI search before (`returning`) is welcomed back;
 * anyone else is told what to type. Loading and the error value show nothing — the chat works
 * the same either way.
 */
function userTypeLabel(t: string | null): string | null {
  if (t === null || t === '-1') return null;
  return t === 'returning' ? '欢迎回来，继续描述你想找的设计吧。' : '第一次使用 AI 搜索？直接描述风格、空间、颜色或类型即可。';
}

const INPUT_ID = 'ai-input';

/**
 * The AI chat piece: each request is read into filters by the API (on top of the previous
 * understanding, so "换成蓝色" refines), answered with an explanation and matching results.
 */
export function AiChat({ initial }: { initial: { text: string; result: AiSearchResult } | null }) {
  const userType = useAiUserType();
  const [messages, setMessages] = useState<Message[]>(initial ? [{ role: 'user', text: initial.text }, { role: 'ai', text: initial.result.explanation, result: initial.result }] : []);
  // A request typed before the page hydrated (a slow phone) is kept, not reset to empty.
  const early = useEarlyValue(INPUT_ID, '');
  const [text, setText] = useState(() => early?.slice(0, AI_TEXT_LIMIT) ?? '');
  const [busy, setBusy] = useState(false);
  const last = [...messages].reverse().find((m): m is Extract<Message, { role: 'ai' }> => m.role === 'ai' && !!m.result);
  const list = useRef<HTMLOListElement>(null);

  async function ask(request: string, fresh = false) {
    const t = request.trim();
    if (!t || busy) return;
    setBusy(true);
    setText('');
    setMessages((m) => [...m, { role: 'user', text: t }]);
    const res = await postAiSearch({ text: t, previous: fresh ? undefined : last?.result?.understanding });
    setMessages((m) => [...m, res.ok ? { role: 'ai', text: res.data.explanation, result: res.data } : { role: 'ai', text: messageOf(res, '抱歉，暂时无法理解这个请求，请换种说法再试。') }]);
    setBusy(false);
    requestAnimationFrame(() => list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void ask(text);
  }

  const shown = last?.result;
  return (
    <div className={styles.wrap}>
      <section className={styles.chat} aria-label="AI 搜索对话">
        <p className={styles.userType} data-testid="ai-user-type" data-state={userType === null ? 'loading' : userType === '-1' ? 'error' : 'ready'}>
          {userTypeLabel(userType)}
        </p>
        <ol ref={list} className={styles.messages} aria-live="polite">
          {messages.length === 0 && <li className={styles.ai}>你好！用一句话描述想找的设计，例如风格、空间、颜色、类型，我来帮你筛选。</li>}
          {messages.map((m, i) => (
            <li key={i} className={m.role === 'user' ? styles.user : styles.ai} data-testid={m.role === 'ai' ? 'ai-answer' : 'ai-question'}>
              {m.text}
              {m.role === 'ai' && m.result && <span className={styles.count}>找到 {m.result.results.total.toLocaleString('zh-CN')} 个结果</span>}
            </li>
          ))}
          {busy && <li className={styles.ai}>正在理解你的需求…</li>}
        </ol>
        {/* Without script (or before it runs) the form asks the page itself: ?q= is answered on the server. */}
        <form className={styles.form} action="/AISearch" method="get" onSubmit={onSubmit}>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            描述你想找的内容
          </label>
          <input id={INPUT_ID} name="q" required value={text} maxLength={AI_TEXT_LIMIT} onChange={(e) => setText(e.target.value)} placeholder={messages.length ? '继续细化，例如：换成蓝色、只看免费' : '例如：北欧风格的白色客厅，带落地窗'} autoComplete="off" />
          {/* Not disabled while empty: a disabled default button would stop Enter before the page hydrates; `required` says the box is empty. */}
          <button type="submit" disabled={busy}>
            发送
          </button>
          {messages.length > 0 && (
            <button type="button" className={styles.reset} onClick={() => setMessages([])} disabled={busy}>
              新对话
            </button>
          )}
        </form>
        <ul className={styles.examples} aria-label="试试这样问">
          {AI_EXAMPLES.map((ex) => (
            <li key={ex}>
              <button type="button" onClick={() => void ask(ex, true)} disabled={busy}>
                {ex}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="AI 搜索结果" data-testid="ai-results">
        {shown && shown.results.list.length > 0 && (
          <Waterfall label="AI 搜索结果">
            <WaterfallItems items={shown.results.list} />
          </Waterfall>
        )}
        {shown && !shown.results.list.length && <p>没有找到匹配的内容，换种说法试试。</p>}
      </section>
    </div>
  );
}
