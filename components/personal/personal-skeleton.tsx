import styles from './personal.module.css';

/** Plain placeholders of the two cards while the view (and the login check) load. */
export function PersonalSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true" aria-label="加载中">
      {[0, 1].map((i) => (
        <div key={i} className={`${styles.card} ${styles.skeleton}`} />
      ))}
    </div>
  );
}
