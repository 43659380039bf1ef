import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseChannel } from '@/lib/route/params';
import { CONTENT_STANDARD } from '@/lib/editorial/standards/content-standard';
import { pageMetadata } from '@/lib/seo';
import { pageClass } from '@/components/content/page-head';
import { StandardView } from '@/components/editorial/standard-view';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const PATH = '/fusePage/standard';
type Props = { params: Promise<{ channel: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return pageMetadata({ channel, path: PATH, title: CONTENT_STANDARD.title, description: CONTENT_STANDARD.summary, type: 'article' });
}

export default async function Page(props: Props) {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return (
    <div className={pageClass}>
      <StandardView channel={channel} path={PATH} doc={CONTENT_STANDARD} other={{ href: '/fusePage/auditStandard', label: '内容审核标准' }} />
    </div>
  );
}
