'use client';

import { Alert, Tag } from 'antd';
import { useUserGroups } from '../use-user-groups';
import { experimentLabel } from '../groups';
import styles from './report.module.css';

/**
 * 本浏览器的分组: the groups this browser is in (SPEC §7 POST /userGroup/all through the one
 * hook the experiments host reads, so the editor sees exactly what drives their own variants),
 * the chosen experiment's group first. A failure shows SPEC §8's 获取数据失败 from the hook's
 * error flag; variants then come from local storage and the defaults.
 */
export function MyGroups({ chosen }: { chosen: string | null }) {
  const { groups, error, message, loading } = useUserGroups();
  return (
    <section className={styles.myGroups} aria-labelledby="my-groups-title" data-testid="my-groups">
      <h3 id="my-groups-title">本浏览器的分组</h3>
      {loading && <p aria-busy="true">正在读取分组…</p>}
      {error && <Alert type="warning" showIcon title={message ?? '获取数据失败'} description="页面暂按本地保存的分组与默认值显示。" />}
      {groups && groups.length === 0 && <p>本浏览器暂未进入任何实验。</p>}
      {groups && groups.length > 0 && (
        <ul className={styles.groupList}>
          {[...groups]
            .sort((a, b) => Number(b.groupName === chosen) - Number(a.groupName === chosen))
            .map((g) => (
              <li key={`${g.scope}:${g.channel}:${g.groupName}`} data-current={g.groupName === chosen || undefined}>
                <span>{experimentLabel(g.groupName)}</span>
                <Tag color={g.groupName === chosen ? 'volcano' : undefined}>分组 {g.groupValue}</Tag>
                <small>{g.scope === 'account' ? '按账号' : '按设备'}</small>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
