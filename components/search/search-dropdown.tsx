'use client';

import styles from './search-dropdown.module.css';
import { OssImg } from '@/components/media/oss-img';
import type { DropdownModel, DropdownOption } from './dropdown-options';

const SECTION_TITLES = { history: '搜索历史', everyone: '大家都在搜', hot: '热门搜索', pattern: '相关推荐' } as const;

/** Marks the typed text inside a suggestion (React escapes both parts). */
function Highlight({ text, part }: { text: string; part: string }) {
  const i = part ? text.indexOf(part) : -1;
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <mark className={styles.mark}>{part}</mark>
      {text.slice(i + part.length)}
    </>
  );
}

interface Props {
  listId: string;
  model: DropdownModel;
  options: DropdownOption[];
  active: number;
  onChoose: (o: DropdownOption) => void;
  onHover: (i: number) => void;
  onRemoveHistory: (word: string) => void;
  onClearHistory: () => void;
}

/** The listbox under the header search input (SPEC §3 search state, §7 word lists). */
export function SearchDropdown({ listId, model, options, active, onChoose, onHover, onRemoveHistory, onClearHistory }: Props) {
  const typing = !!model.keyword.trim();
  const sections = typing ? (['suggest', 'master'] as const) : (['history', 'everyone', 'hot', 'pattern'] as const);
  const rows = (section: string) => options.map((o, i) => ({ o, i })).filter(({ o }) => (o.type === 'master' ? section === 'master' : o.section === section));

  return (
    <div className={styles.panel} data-testid="search-dropdown">
      <ul id={listId} role="listbox" aria-label={typing ? '搜索建议' : '搜索历史与热门搜索'} className={styles.list}>
        {sections.map((section) => {
          const items = rows(section);
          if (!items.length) return null;
          const chips = section === 'everyone' || section === 'pattern';
          return (
            <li key={section} role="presentation" className={styles.section}>
              {section !== 'suggest' && (
                <div className={styles.head} role="presentation">
                  <span>{section === 'master' ? '相关设计师' : SECTION_TITLES[section as keyof typeof SECTION_TITLES]}</span>
                  {section === 'history' && (
                    <button type="button" className={styles.clear} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={onClearHistory}>
                      清空
                    </button>
                  )}
                </div>
              )}
              <ul role="group" aria-label={section === 'suggest' ? '联想词' : section === 'master' ? '相关设计师' : SECTION_TITLES[section as keyof typeof SECTION_TITLES]} className={chips ? styles.chips : styles.rows}>
                {items.map(({ o, i }) => (
                  <li
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={i === active}
                    className={`${chips ? styles.chip : styles.row} ${i === active ? styles.active : ''}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => onHover(i)}
                    onClick={() => onChoose(o)}
                  >
                    {o.type === 'master' ? (
                      <span className={styles.master}>
                        <OssImg src={`${o.master.avatar.url}?x-oss-process=image/resize,m_fill,w_48,h_48`} alt="" width={24} height={24} className={styles.avatar} />
                        {o.master.name}
                        <span className={styles.sub}>{o.master.title}</span>
                      </span>
                    ) : section === 'hot' ? (
                      <span className={styles.hot}>
                        <span className={styles.rank}>{items.findIndex((x) => x.i === i) + 1}</span>
                        {o.word}
                      </span>
                    ) : (
                      <span className={styles.word}>
                        <Highlight text={o.word} part={typing ? model.keyword.trim() : ''} />
                      </span>
                    )}
                    {o.type === 'word' && o.section === 'history' && (
                      <button
                        type="button"
                        tabIndex={-1}
                        className={styles.remove}
                        aria-label={`删除历史：${o.word}`}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={(e) => {
                          e.stopPropagation();
                          onRemoveHistory(o.word);
                        }}
                      >
                        ×
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {typing && !options.length && (
        <p className={styles.empty} role={model.refused ? 'status' : undefined}>
          {model.loading ? '正在联想…' : model.refused ? `${model.refused}，也可按回车直接搜索` : '按回车搜索'}
        </p>
      )}
      <p className={styles.tip} aria-hidden="true">
        ↑↓ 选择 · 回车搜索 · Esc 关闭{typing ? '' : ' · Delete 删除历史'}
      </p>
    </div>
  );
}
