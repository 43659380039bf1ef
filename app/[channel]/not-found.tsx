import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } };

/** The not-found screen: /404 and every unknown path, always with HTTP status 404. */
export default function NotFound() {
  return (
    <section className="container nf-wrap" data-testid="not-found">
      <p className="nf-code" aria-hidden="true">
        404
      </p>
      <h1 className="nf-title">抱歉，您访问的页面不存在</h1>
      <p className="nf-text">页面可能已被删除、移动，或链接地址有误。您可以返回首页，或通过顶部搜索查找内容。</p>
      <div className="nf-actions">
        <Link href="/" className="nf-primary">
          返回首页
        </Link>
        <Link href="/news">浏览全球案例</Link>
        <Link href="/pin">浏览灵感图库</Link>
      </div>
    </section>
  );
}
