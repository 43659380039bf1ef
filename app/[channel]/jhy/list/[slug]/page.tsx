import type { Metadata } from 'next';
import { TopicIndexScreen, topicIndexMetadata, topicIndexRoute } from '../../topic-index';

export const revalidate = 300;
export { generateStaticParams } from '@/lib/route/on-demand';

type Props = { params: Promise<{ channel: string; slug: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return topicIndexMetadata(await topicIndexRoute(props.params));
}

/** /jhy/list/{classifyId}_{page}: one family's topics, or later pages of all of them. */
export default async function TopicListPage(props: Props) {
  return <TopicIndexScreen route={await topicIndexRoute(props.params)} />;
}
