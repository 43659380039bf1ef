import styles from './skeletons.module.css';

// Not WaterfallSkeleton: these grids have fixed cover ratios, the waterfall is a masonry of picture heights.
/** Placeholder cards while a grid loads (same box sizes as the cards: no layout shift). */
export function GridSkeleton({ count = 8, people = false }: { count?: number; people?: boolean }) {
  return (
    <ul className={`${styles.skeleton} ${people ? styles.skeletonWide : ''}`} aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${styles.bone} ${people ? styles.bonePerson : styles.boneCard}`} />
      ))}
    </ul>
  );
}

/** Loading announcement for assistive technology plus a visual skeleton. */
export function Loading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
