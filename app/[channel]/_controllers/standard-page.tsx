import type { Metadata } from 'next';
import { channelOf } from '@/lib/route/page-params';
import type { StandardDocument } from '@/lib/editorial/standards/types';
import { pageMetadata } from '@/lib/seo';
import { pageClass } from '@/components/content/page-head';
import { StandardView } from '@/components/editorial/standard-view';

type Props = { params: Promise<{ channel: string }> };

/**
 * The page of an authored policy document (/fusePage: standards, 用户协议, 隐私政策): server
 * rendered and indexable — they are public texts a user, a partner or a regulator looks up by
 * name, and they carry no personal data.
 */
export function standardPage(path: string, doc: StandardDocument, other: { href: string; label: string }) {
  async function generateMetadata(props: Props): Promise<Metadata> {
    const channel = await channelOf(props);
    return pageMetadata({ channel, path, title: doc.title, description: doc.summary, type: 'article' });
  }
  async function Page(props: Props) {
    const channel = await channelOf(props);
    return (
      <div className={pageClass}>
        <StandardView channel={channel} path={path} doc={doc} other={other} />
      </div>
    );
  }
  return { generateMetadata, Page };
}
