import type { ReactNode } from 'react';

// Bench builds only: a root layout with nothing of ours, so the floor is the framework's own.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
