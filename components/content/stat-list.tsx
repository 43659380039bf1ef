import type { ReactNode } from 'react';

/** A row of labelled numbers (浏览 1.2万 · 收藏 10 …): a detail's aside, the creator cards. */
export function StatList({ className, label, stats }: { className: string; label?: string; stats: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={className} aria-label={label}>
      {stats.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
