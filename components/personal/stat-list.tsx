import styles from './personal.module.css';

/** A row of labelled numbers (审核中 2 · 浏览 1.2万 …) of the creator cards. */
export function StatList({ label, stats }: { label: string; stats: readonly (readonly [string, string | number])[] }) {
  return (
    <dl className={styles.numbers} aria-label={label}>
      {stats.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
