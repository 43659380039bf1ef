'use client';

import { Button } from 'antd';
import { revokeDevice, useDevices } from '@/components/login';
import { chinaDate } from '@/lib/time/days';
import { ListState } from './list-state';
import { useRowAction } from './use-row-action';
import styles from './personal.module.css';

const PRODUCT_LABELS: Record<string, string> = { case: '案例', ins: '灵感', '3d': '3D 模型', su: 'SU 模型', tietu: '贴图', sgt: '施工图', wenben: '方案文本' };

/**
 * 登录设备: the browsers that restore this account's login by themselves (the device-token
 * fallback), each removable. Removing the current one means the next expired session asks again.
 */
export function DeviceList({ accountId }: { accountId: number }) {
  const { devices, error, isLoading, mutate } = useDevices(accountId);
  const { busy: removing, run: remove } = useRowAction(revokeDevice, { failure: '移除失败，请稍后重试', success: '已移除，该设备下次需要重新登录' }, (_, id) =>
    mutate((list) => list?.filter((d) => d.id !== id), { revalidate: false }),
  );

  return (
    <section className={styles.card} aria-labelledby="personal-devices">
      <h2 id="personal-devices">登录设备</h2>
      <p className={styles.note}>以下浏览器会在登录过期后自动恢复登录。不认识的设备请移除，并及时修改密码。</p>
      <ListState isLoading={isLoading} error={error} retry={() => void mutate()} empty={!devices?.length} emptyText="暂无可自动登录的设备">
        <ul className={styles.devices}>
          {(devices ?? []).map((d) => (
            <li key={d.id}>
              <div>
                <strong>
                  {d.label}
                  {d.current && <span className={styles.current}>当前设备</span>}
                </strong>
                <span className={styles.meta}>
                  {PRODUCT_LABELS[d.product] ?? d.product} · 最近使用 {chinaDate(d.lastUsedAt)} · {chinaDate(d.expiresAt)} 到期
                </span>
              </div>
              <Button size="small" loading={removing === d.id} onClick={() => void remove(d.id)} aria-label={`移除 ${d.label}${d.current ? '（当前设备）' : ''}`}>
                移除
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
