import type { Channel } from '@/lib/channel/hosts';
import { breadcrumbList, JsonLd, type Crumb } from '@/lib/seo';
import { ChipNav, type Chip } from '@/components/content/chip-nav';
import { PageHeading, pageClass } from '@/components/content/page-head';
import { Deferred } from '@/components/editorial/deferred';
import { PagedList, type PagedListProps } from '@/components/list';

interface CategoryListScreenProps {
  channel: Channel;
  crumbs: Crumb[];
  /** The page's h1, also the list's name in its ItemList JSON-LD. */
  title: string;
  lead: string;
  /** Chip rows in order (kinds, categories, sorts); a row whose chips are null is left out. */
  rows: { label: string; chips: readonly Chip[] | null; showLabel?: boolean }[];
  list: Omit<PagedListProps, 'channel' | 'name'>;
  /** The streamed recommendations under the list, and what their placeholder says. */
  more: { label: string; section: React.ReactNode };
}

/**
 * The screen of a catalogue list page (/artDesign, /artDevice, /magazine, /material): crumbs and
 * heading, the chip rows, one page of items with its links (PagedList), then recommendations.
 */
export function CategoryListScreen({ channel, crumbs, title, lead, rows, list, more }: CategoryListScreenProps) {
  return (
    <div className={pageClass}>
      <JsonLd data={breadcrumbList(channel, crumbs)} />
      <PageHeading crumbs={crumbs} title={title} lead={lead} />
      {rows.map((row) => (row.chips ? <ChipNav key={row.label} chips={row.chips} label={row.label} showLabel={row.showLabel} /> : null))}
      <PagedList channel={channel} name={title} {...list} />
      <Deferred label={more.label}>{more.section}</Deferred>
    </div>
  );
}
