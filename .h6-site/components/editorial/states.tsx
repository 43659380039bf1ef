import Link from 'next/link';
import styles from './states.module.css';

interface StateAction {
  href: string;
  label: string;
}

function State({ icon, title, text, actions, testId, role }: { icon: string; title: string; text: string; actions: StateAction[]; testId: string; role?: 'alert' | 'status' }) {
  return (
    <div className={styles.state} data-testid={testId} role={role}>
      <p className={styles.icon} aria-hidden="true">
        {icon}
      </p>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {actions.length ? (
        <div className={styles.actions}>
          {actions.map((a) => (
            <Link key={a.href + a.label} href={a.href} prefetch={false}>
              {a.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Nothing to show (an empty category, a designer without works …). */
export function EmptyState({ title = '暂无内容', text = '这里还没有内容，去看看其他分类吧。', actions = [] }: { title?: string; text?: string; actions?: StateAction[] }) {
  return <State icon="◌" title={title} text={text} actions={actions} testId="empty-state" role="status" />;
}

/**
 * The API did not answer (down, slow, broken). The page itself still renders with status 200;
 * `retryHref` reloads the same URL.
 */
export function ErrorState({ retryHref, text = '内容服务暂时无法访问，请稍后刷新重试。' }: { retryHref: string; text?: string }) {
  return (
    <State
      icon="!"
      title="加载失败"
      text={text}
      actions={[
        { href: retryHref, label: '重新加载' },
        { href: '/', label: '返回首页' },
      ]}
      testId="error-state"
      role="alert"
    />
  );
}
