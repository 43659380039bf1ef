import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './personal.module.css';

interface ListStateProps {
  isLoading: boolean;
  error: Error | undefined;
  retry: () => void;
  /** True when loaded and there is nothing to list. */
  empty: boolean;
  /** What an empty list shows (defaults to a plain "nothing yet"). */
  emptyText: string;
  emptyExtra?: ReactNode;
  children: ReactNode;
}

/** The one loading / error with retry / empty / list switch of the /personal cards. */
export function ListState({ isLoading, error, retry, empty, emptyText, emptyExtra, children }: ListStateProps) {
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (error)
    return (
      <p role="alert" className={styles.note}>
        {error.message}{' '}
        <Button type="link" size="small" onClick={retry}>
          重试
        </Button>
      </p>
    );
  if (empty)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
        {emptyExtra}
      </Empty>
    );
  return <>{children}</>;
}
