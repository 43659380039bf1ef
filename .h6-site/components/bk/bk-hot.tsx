import { getBkHome } from '@/lib/api/seo';
import { BkRankList, bkStyles as styles } from './bk-entry-list';

/** The "热门词条" panel from the encyclopedia home feed; nothing when that call fails. */
export async function BkHotPanel({ exclude = [], limit = 10 }: { exclude?: readonly number[]; limit?: number }) {
  const res = await getBkHome();
  if (!res.ok) return null;
  const skip = new Set(exclude);
  const hot = res.data.hot.filter((e) => !skip.has(e.id)).slice(0, limit);
  if (!hot.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="bk-hot-panel">
      <h2 className={styles.panelTitle} id="bk-hot-panel">
        热门词条
      </h2>
      <BkRankList entries={hot} />
    </section>
  );
}
