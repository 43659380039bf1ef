import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseChannel } from '@/lib/route/params';
import { AUDIT_STANDARD } from '@/lib/editorial/standards/audit-standard';
import { pageMetadata } from '@/lib/seo';
import { pageClass } from '@/components/content/page-head';
import { StandardView } from '@/components/editorial/standard-view';

// Authored in the repository (the API has no such document): static, revalidated like the rest.
export const revalidate = 300;

const PATH = '/fusePage/auditStandard';
type Props = { params: Promise<{ channel: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return pageMetadata({ channel, path: PATH, title: AUDIT_STANDARD.title, description: AUDIT_STANDARD.summary, type: 'article' });
}

export default async function Page(props: Props) {
  const channel = parseChannel((await props.params).channel);
  if (!channel) notFound();
  return (
    <div className={pageClass}>
      <StandardView channel={channel} path={PATH} doc={AUDIT_STANDARD} other={{ href: '/fusePage/standard', label: '社区内容规范' }} />
    </div>
  );
}
