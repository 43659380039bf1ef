import type { Metadata } from 'next';
import { channelOf } from '@/lib/route/page-params';
import { dataOf } from '@/lib/api/load';
import { CONTENT_REVALIDATE } from '@/lib/policy';
import { pageMetadata } from '@/lib/seo';
import { similarBySiteImage } from '@/components/search';
import { SimilarSearch } from '@/components/search/server';


// Every query is its own page: rendered per request, never prerendered for a channel.
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ channel: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A site picture to start from: an http(s) URL of reasonable length, else nothing. */
function startImage(raw: string | string[] | undefined): string | null {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || v.length > 600) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const channel = await channelOf(props);
  return pageMetadata({ channel, path: '/similarimg', title: '以图搜图 - 相似图片搜索', description: '上传、粘贴或拖入一张图片，按构图与配色找到站内相似的案例、灵感图片与模型。' });
}

export default async function SimilarImagePage({ params, searchParams }: Props) {
  const [, q] = await Promise.all([channelOf({ params }), searchParams]);
  const img = startImage(q.img);
  const initial = img ? (dataOf(await similarBySiteImage({ img }, {}, { next: { revalidate: CONTENT_REVALIDATE } })) ?? null) : null;
  return (
    <div className="container" style={{ paddingTop: 20, paddingBottom: 40 }}>
      <h1>以图搜图</h1>
      <p>上传、粘贴或拖入一张图片，也可以框选图片中的一部分，按构图与配色找到相似的设计图片。</p>
      <SimilarSearch initialImg={initial ? img : null} initialResult={initial} />
      {img && !initial && <p role="alert">只能以本站图片搜索相似图，请上传图片。</p>}
    </div>
  );
}
