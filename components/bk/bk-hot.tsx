import { getBkHome } from '@/lib/api/seo';
import { BkRankList, bkStyles as styles } from './bk-entry-list';

/** The "热门词条" panel from the encyclopedia home feed; nothing when that call fails. */
export async function BkHotPanel({ exclude = [], limit = 10 }: { exclude?: readonly number[]; limit?: number }) {
  const res = await getBkHome();
  if (!res.ok) return null;
  const skip = new Set(exclude);
  const hot = res.data.hot.filter((e) => !skip.has(e.id)).slice(0, limit);
  if (!hot.length) return null;
  return <BkHotList entries={hot} id="bk-hot-panel" />;
}

/** The 热门词条 panel itself: a section under a page's content, the aside beside the encyclopedia home's. */
export function BkHotList({ entries, id, aside = false }: { entries: readonly { id: number; title: string }[]; id: string; aside?: boolean }) {
  const Panel = aside ? 'aside' : 'section';
  return (
    <Panel className={styles.panel} aria-labelledby={id}>
      <h2 className={styles.panelTitle} id={id}>
        热门词条
      </h2>
      <BkRankList entries={entries} />
    </Panel>
  );
}
