import Link from 'next/link';
import type { Channel } from '@/lib/channel/hosts';
import { getContentList, getHomeFeed } from '@/lib/api/content';
import { getRecommendList } from '@/lib/api/recommend';
import { getCommodityAreas } from '@/lib/api/classify';
import { itemHref } from '@/lib/content/item-href';
import type { HomeChannel } from '@/lib/api/contract/content';
import { categoryHref, searchHref } from '@/lib/content/classify-param';
import { getHomeHotword, getHotSearch, postListBackgroundWord, searchCaseHref } from '@/components/search';
import { CACHE_TAGS } from '@/lib/api/cache-tags';
import { CONTENT_REVALIDATE, HOME_LATEST_CARDS } from '@/lib/policy';
import { HOME_AREAS } from '@/lib/content/home-areas';
import { AUDIENCES } from '@/lib/api/contract/audience';
import { DOWNLOADABLE_KINDS, KIND_LABELS, SORT_LABELS } from '@/lib/content/kinds';
import { pageCount, pageLinks, pagePath } from '@/lib/content/pagination';
import { CardGrid } from '@/components/content/card-grid';
import { ChipNav } from '@/components/content/chip-nav';
import { Section } from '@/components/content/section';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { InfiniteWaterfall } from '@/components/list';
import { WaterfallItems } from '@/components/waterfall/waterfall-item';
import { WaterfallSkeleton } from '@/components/waterfall/waterfall-skeleton';
import { UploadActivityBanner } from '@/components/upload';
import type { HomeLayout } from '@/components/experiments/server';
import { BannerHero } from './banner-hero';
import { CommodityAreas } from './commodity-areas';
import { SearchHero } from './search-hero';
import { InlineWhenQuick } from '@/components/content/inline-when-quick';
import styles from './home.module.css';
import content from '@/components/content/content.module.css';

/** Category sections (key `{kind}-c{id}`) lead to their category page, the others to the ranked list. */
function sectionHref(key: string, kind: string, sort: string): string {
  const m = /-c(\d+)$/.exec(key);
  return m ? categoryHref(Number(m[1])) : `/listPage/${kind}/${sort}`;
}

/**
 * A channel home (SPEC §2 header targets): banners, categories, sections, then the newest items as
 * a waterfall. The banners and sections (one call) are awaited before render: they hold the LCP
 * image, and a page's main content inside a Suspense boundary is streamed out of order and
 * revealed by script at least 300 ms after the first paint. The lists below the sections (资源专区,
 * the newest items) are in the page itself when they answer quickly (InlineWhenQuick); later, they
 * stream in behind their skeleton.
 *
 * `layout` is the home experiment's variant (components/experiments/home-variant.ts): 'classic' leads
 * with the banners; 'search-first' leads with a large search box and the hot searches, shows the
 * banners as one row of tiles and puts the recommended lists after the sections.
 */
export async function ChannelHome({ channel, feed, layout = 'classic' }: { channel: Channel; feed: HomeChannel; layout?: HomeLayout }) {
  // The discover home's waterfall is the channel's own kind (lib/api/contract/audience.ts), so no two channel homes share it.
  const area = feed === 'discover' ? { ...HOME_AREAS[feed], kind: AUDIENCES[channel].waterfall } : HOME_AREAS[feed];
  // Started with the others; awaited by their own blocks (API results never reject). Every
  // list favours the channel's audience (the API chooses; lib/api/contract/audience.ts).
  const latest = getContentList({ kind: area.kind, sort: 'new', page: 1, audience: channel });
  const areas = feed === 'discover' || DOWNLOADABLE_KINDS.includes(area.kind) ? getCommodityAreas() : null;
  const wordCache = { next: { revalidate: CONTENT_REVALIDATE, tags: [CACHE_TAGS.search] } };
  const searchFirst = layout === 'search-first';
  // Hot searches: the channel's on the discover home, the inspiration home's own (SPEC §7
  // /ins/api/home/hotword) on /pin. The search-led home's box shows the background words.
  const [home, lists, words, background] = await Promise.all([
    getHomeFeed(feed, channel),
    feed === 'discover' ? getRecommendList(channel) : null,
    feed === 'discover' ? getHotSearch(channel, wordCache) : feed === 'pin' ? getHomeHotword(wordCache) : null,
    searchFirst ? postListBackgroundWord({ audience: channel }, wordCache) : null,
  ]);
  if (!home.ok) {
    return (
      <div className={`container ${content.page}`} data-testid="channel-home" data-area={feed} data-home-layout={layout}>
        <ErrorState retryHref={area.path} />
      </div>
    );
  }
  const { banners, classifies, sections } = home.data;
  const listBase = `/listPage/${area.kind}/new`;
  const latestTitle = `最新${KIND_LABELS[area.kind]}`;
  const shown = sections.filter((s) => !(s.kind === area.kind && s.sort === 'new') && s.list.length > 0);
  const hotWords = words?.ok && words.data.length > 0 ? words.data : [];
  const recommend = lists?.ok && lists.data.list.length > 0 && (
    <Section id="recommend-lists" title="推荐榜单" testId="home-recommend-lists">
      <ChipNav label="推荐榜单" chips={lists.data.list.map((l) => ({ key: l.id, label: l.title, href: itemHref(l) }))} tracked />
    </Section>
  );
  return (
    <div className={`container ${content.page}`} data-testid="channel-home" data-area={feed} data-home-layout={layout}>
      {searchFirst ? (
        <SearchHero title={area.title} description={area.description} words={hotWords.map((w) => w.word)} background={background?.ok ? background.data.map((w) => w.word) : []} />
      ) : (
        <div className={styles.intro}>
          <h1>{area.title}</h1>
          <p>{area.description}</p>
        </div>
      )}
      <BannerHero banners={banners} row={searchFirst} />
      <UploadActivityBanner />
      {!searchFirst && hotWords.length > 0 && (
        <ChipNav
          label="热门搜索"
          // The inspiration home's words search inspiration pictures; the others search cases.
          chips={hotWords.map((w) => ({ key: w.word, label: w.word, href: feed === 'pin' ? searchCaseHref(w.word, '0') : searchHref(w.word) }))}
          testId="home-hot-words"
        />
      )}
      {feed !== 'discover' && classifies.length > 0 && (
        <ChipNav label={`${KIND_LABELS[area.kind]}分类`} chips={classifies.map((c) => ({ key: c.id, label: c.name, href: categoryHref(c.id), count: c.itemCount }))} testId="home-categories" />
      )}
      {feed === 'news' && (
        <p className={styles.aside}>
          <Link href="/caseNewHome/0" prefetch={false}>
            按空间类型浏览案例库 ›
          </Link>
        </p>
      )}
      {!searchFirst && recommend}
      {shown.map((s) => (
        <Section key={s.key} id={`s-${s.key}`} title={s.title} moreHref={sectionHref(s.key, s.kind, s.sort)} testId="home-section" deferRender>
          <CardGrid items={s.list.slice(0, 6)} label={s.title} dense />
        </Section>
      ))}
      {searchFirst && recommend}
      {areas && (
        <InlineWhenQuick wait={areas} fallback={null}>
          <CommodityAreas current={area.kind} load={areas} />
        </InlineWhenQuick>
      )}
      {/* Last on the page: laid out and hydrated as the reader nears it, like the sections above. */}
      <Section id="latest" title={latestTitle} moreHref={listBase} moreLabel={`全部${SORT_LABELS.new}`} deferRender>
        <InlineWhenQuick wait={latest} fallback={<WaterfallSkeleton label={`正在加载${latestTitle}…`} />}>
          <LatestWaterfall kind={area.kind} channel={channel} label={latestTitle} listBase={listBase} retryHref={area.path} load={latest} />
        </InlineWhenQuick>
      </Section>
    </div>
  );
}

/** The newest items of the home's kind: the start of the first page, infinite loading, numbered links. */
async function LatestWaterfall({ kind, channel, label, listBase, retryHref, load }: { kind: (typeof HOME_AREAS)[HomeChannel]['kind']; channel: Channel; label: string; listBase: string; retryHref: string; load: ReturnType<typeof getContentList> }) {
  const latest = await load;
  if (!latest.ok) return <ErrorState compact retryHref={retryHref} />;
  if (latest.data.list.length === 0) return <EmptyState text="这里还没有内容，去看看其他频道吧。" actions={[{ href: '/', label: '返回首页' }]} />;
  const totalPages = pageCount(latest.data.total);
  // Only the first cards in the HTML (HOME_LATEST_CARDS); the page's rest loads on scroll.
  const shown = latest.data.list.slice(0, HOME_LATEST_CARDS);
  return (
    <>
      <InfiniteWaterfall label={label} source={{ type: 'list', query: { kind, sort: 'new', audience: channel } }} page={1} totalPages={totalPages} links={pageLinks((p) => pagePath(listBase, p))} syncUrl={false} initialKeys={shown.map((i) => `${i.kind}-${i.id}`)} partial={shown.length < latest.data.list.length}>
        <WaterfallItems items={shown} />
      </InfiniteWaterfall>
    </>
  );
}
