import Link from 'next/link';
import type { Metadata } from 'next';
import { getCaseClassifyList } from '@/lib/api/classify';
import { parseIdOrZero } from '@/lib/route/params';
import { pagedRoute } from '@/lib/route/page-params';
import { CaseUploadIsland, caseUploadStyles as styles } from '@/components/upload';

type Props = { params: Promise<{ channel: string; caseId: string }> };

const route = (props: Props) => pagedRoute(props, (p) => ({ caseId: parseIdOrZero(p.caseId) }));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { caseId } = await route(props);
  return {
    title: caseId === 0 ? '上传案例' : '编辑案例',
    description: '上传你的设计案例：填写项目信息、上传图片，审核通过后展示在案例库。',
    // A member's own form: nothing here is for search engines.
    robots: { index: false, follow: false },
  };
}

/** /caseUpload/{caseId}: 0 starts a new case, an id opens the member's draft or returned case. */
export default async function CaseUploadPage(props: Props) {
  const { caseId } = await route(props);
  // The category choice is public and cached; without it the form still opens (the select says so).
  const classify = await getCaseClassifyList();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHead}>
        <h1>{caseId === 0 ? '上传案例' : '编辑案例'}</h1>
        <p>
          分享你的设计作品。审核通过后，案例会出现在对应分类与搜索结果中，浏览、下载与收藏数据可在 <Link href="/personal#my-uploads">个人中心 · 我的上传</Link> 查看。
        </p>
      </header>
      <CaseUploadIsland caseId={caseId} classify={classify.ok ? classify.data : []} />
    </div>
  );
}
