import type { Metadata } from 'next';
import { TopicIndexScreen, topicIndexMetadata, topicIndexRoute } from './topic-index';

export const revalidate = 300;

type Props = { params: Promise<{ channel: string }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return topicIndexMetadata(await topicIndexRoute(props.params));
}

/** 设计专题: the index of every SEO topic (page 1 of all families). */
export default async function TopicsHomePage(props: Props) {
  return <TopicIndexScreen route={await topicIndexRoute(props.params)} />;
}
