import type { Metadata } from 'next';

/** Metadata of a page for one visitor or for editors: nothing on it is for search engines. */
export function privateMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false, follow: false } };
}

/** The static shell of such a page: its heading, then the island that renders in the browser. */
export function PrivateShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container" style={{ padding: '24px 20px 48px' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </div>
  );
}
