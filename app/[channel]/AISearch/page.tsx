import type { Metadata } from 'next';
import { channelOf } from '@/lib/route/page-params';
import { dataOf } from '@/lib/api/load';
import { CONTENT_REVALIDATE } from '@/lib/policy';
import { AI_TEXT_LIMIT } from '@/lib/api/contract/search';
import { pageMetadata } from '@/lib/seo';
import { postAiSearch } from '@/components/search';
import { AiChat } from '@/components/search/server';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const channel = await channelOf(props);
  return pageMetadata({ channel, path: '/AISearch', title: 'AI 搜索', description: '用一句话描述想要的设计，AI 理解风格、空间、颜色与类型，为你找到匹配的案例、灵感图片与模型。' });
}

/** AI search (SPEC §2 /AISearch). ?q= renders that request's answer on the server (shareable, crawlable). */
export default async function AiSearchPage({ params, searchParams }: Props) {
  const [, sp] = await Promise.all([channelOf({ params }), searchParams]);
  const raw = Array.isArray(sp.q) ? sp.q[0] : sp.q;
  const q = raw?.trim().slice(0, AI_TEXT_LIMIT) ?? '';
  const result = q ? (dataOf(await postAiSearch({ text: q }, { next: { revalidate: CONTENT_REVALIDATE } })) ?? null) : null;
  return (
    <div className="container" style={{ paddingTop: 20, paddingBottom: 40 }}>
      <h1>AI 搜索</h1>
      <p>像和设计师聊天一样描述需求，AI 会识别类型、空间、风格、颜色等条件并给出结果，可以在对话中继续细化。</p>
      <AiChat initial={result ? { text: q, result } : null} />
    </div>
  );
}
