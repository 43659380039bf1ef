import type { Metadata } from 'next';
import { parseBkFile } from '@/lib/editorial/bk-path';
import { pagedRoute } from '@/lib/route/page-params';
import { pageClass } from '@/components/content/page-head';
import { getBkEntry } from '@/lib/api/seo';
import { bkCategoryBody, bkCategoryMetadata } from './bk-category';
import { BkEntryContent, bkEntryMetadata } from './bk-entry';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

/**
 * /bk/fl_{classifyId}_{page}.html, /bk/sjs_{classifyId}_{page}.html and /bk/{id}.html share
 * one dynamic segment; parseBkFile() accepts exactly those three spellings, anything else
 * (fl_abc_x.html, 007.html, fl_1_0.html …) is a 404.
 */
type Props = { params: Promise<{ channel: string; file: string }> };

const route = (props: Props) => pagedRoute(props, (p) => ({ bk: parseBkFile(p.file) }));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { channel, bk } = await route(props);
  if (bk.type === 'entry') return bkEntryMetadata(channel, bk.id);
  return bkCategoryMetadata(bk.type, channel, bk.classifyId, bk.page);
}

export default async function BkPage(props: Props) {
  const { channel, bk } = await route(props);
  // Main content awaited before render: inline in the HTML (readable without JavaScript, which
  // is what crawlers of these pages get) and 404 decided before the first byte.
  let body: React.ReactNode;
  if (bk.type === 'entry') body = <BkEntryContent channel={channel} id={bk.id} res={await getBkEntry(bk.id)} />;
  else body = await bkCategoryBody(bk.type, channel, bk.classifyId, bk.page);
  return <div className={pageClass}>{body}</div>;
}
