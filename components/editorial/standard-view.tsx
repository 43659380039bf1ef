import Link from 'next/link';
import type { Channel } from '@/lib/channel/hosts';
import type { StandardDocument } from '@/lib/editorial/standards/types';
import { breadcrumbList, creativeWork, JsonLd } from '@/lib/seo';
import { PageHeading } from '@/components/content/page-head';
import styles from './standard.module.css';

/** A policy document: table of contents, numbered sections, version line, JSON-LD. */
export function StandardView({ channel, path, doc, other }: { channel: Channel; path: string; doc: StandardDocument; other: { href: string; label: string } }) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: doc.title, path },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbList(channel, crumbs), creativeWork({ channel, path, type: 'Article', name: doc.title, description: doc.summary, datePublished: Date.parse(`${doc.effective}T00:00:00+08:00`) })]} />
      <PageHeading crumbs={crumbs} title={doc.title} lead={doc.summary} />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="目录">
          <h2 className={styles.tocTitle}>目录</h2>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
          <p className={styles.other}>
            <Link href={other.href} prefetch={false}>
              {other.label} →
            </Link>
          </p>
        </nav>
        <article className={styles.doc}>
          <p className={styles.version}>
            版本 {doc.version} · 自 {doc.effective} 起施行
          </p>
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {s.paragraphs?.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              {s.steps ? (
                <ol className={styles.steps}>
                  {s.steps.map((step, i) => (
                    <li key={i}>{step}</li>
                  ))}
                </ol>
              ) : null}
              {s.items ? (
                <ul className={styles.items}>
                  {s.items.map((it, i) => (
                    <li key={i}>
                      {it.term ? <strong>{it.term}：</strong> : null}
                      {it.text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
