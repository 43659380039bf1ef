import type { ReactNode } from 'react';

// The bench floor's root layout (copied into a bench build only, see scripts/bench/servers.mjs):
// nothing of ours, so the floor is the framework's own.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
