import type { Metadata } from 'next';
import type { Channel } from '@/lib/channel/hosts';
import { skipBuildPrerender } from '@/lib/editorial/build-time';
import { channelOf } from '@/lib/route/page-params';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { PageHeading, pageClass } from '@/components/content/page-head';

type Props = { params: Promise<{ channel: string }> };

interface HubPageOptions {
  path: string;
  /** Heading and breadcrumb name. */
  title: string;
  lead: string;
  /** The <title> when it differs from the heading. */
  metaTitle?: string;
  keywords?: readonly string[];
  /** The main content; awaited before render (inline HTML, readable without JavaScript). */
  main: (channel: Channel) => Promise<React.ReactNode>;
  /** Streamed extras after it (a Deferred section), created per render. */
  secondary: () => React.ReactNode;
}

/** generateMetadata and the page of a hub without parameters (awards, designers, world nav, /bk.html). */
export function hubPage(o: HubPageOptions) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: o.title, path: o.path },
  ];

  async function generateMetadata(props: Props): Promise<Metadata> {
    return pageMetadata({ channel: await channelOf(props), path: o.path, title: o.metaTitle ?? o.title, description: o.lead, keywords: o.keywords });
  }

  async function Page(props: Props) {
    await skipBuildPrerender();
    const channel = await channelOf(props);
    const main = await o.main(channel);
    return (
      <div className={pageClass}>
        <JsonLd data={breadcrumbList(channel, crumbs)} />
        <PageHeading crumbs={crumbs} title={o.title} lead={o.lead} />
        {main}
        {o.secondary()}
      </div>
    );
  }

  return { generateMetadata, Page };
}
