'use client';

import { Descriptions, Tag } from 'antd';
import type { AccountInfo, MergeInfo, VipInfo } from '@/lib/api/contract/account';
import { LOGIN_TYPE_LABELS } from './login-types';
import { daysUntil } from '@/lib/time/days';
import { localDate } from '@/lib/time/local-date';
import { useServerTime } from '@/hooks/use-server-time';

export function formatDate(t: number | null | undefined): string {
  return t ? localDate(t) : '—';
}

/** Account facts (personal modal and /personal). */
export function AccountFacts({ user, merge, wxBound }: { user: AccountInfo; merge: MergeInfo | null; wxBound?: boolean | null }) {
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'nickname', label: '昵称', children: user.nickname },
        { key: 'id', label: '账号 ID', children: user.accountId },
        { key: 'phone', label: '手机号', children: user.phone ?? '未绑定' },
        { key: 'wx', label: '微信', children: (wxBound ?? user.wxBound) ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag> },
        { key: 'password', label: '登录密码', children: user.hasPassword ? '已设置' : '未设置' },
        { key: 'since', label: '注册时间', children: formatDate(user.registerTime) },
        { key: 'way', label: '本次登录方式', children: LOGIN_TYPE_LABELS[user.loginType] },
        {
          key: 'merge',
          label: '账号互通',
          children: merge?.merged ? `案例与灵感账号已互通（${formatDate(merge.mergeTime)}）` : '未互通',
        },
        {
          key: 'creator',
          label: '创作者',
          children: (
            <>
              {user.earnMoney ? <Tag color="orange">创作收益</Tag> : null}
              {user.creatorCenter ? <Tag color="blue">创作者中心</Tag> : null}
              {!user.earnMoney && !user.creatorCenter ? '未开通' : null}
            </>
          ),
        },
      ]}
    />
  );
}

/** "2026-12-26 到期 · 剩余 31 天" for one VIP kind (Beijing calendar days on the server clock). */
function termText(until: number | null, now: number): string {
  if (until === null) return '未开通';
  const left = daysUntil(until, now);
  if (left < 0) return `已于 ${formatDate(until)} 到期`;
  return `${formatDate(until)} 到期 · ${left === 0 ? '今天到期' : `剩余 ${left} 天`}`;
}

/** VIP state, per-kind terms on the server clock (SPEC §9) and the rights list (personal modal and /personal). */
export function VipFacts({ vip, now: fixedNow }: { vip: VipInfo | null; now?: number }) {
  const { now: serverNow } = useServerTime();
  const now = fixedNow ?? serverNow();
  if (!vip) return <p>会员信息暂时无法获取，请稍后刷新。</p>;
  const info = vip.caseAccountInfo;
  const kinds = [info.caseVip && 'VIP 案例', info.jointVip && '联合会员', info.insVip && '灵感 VIP'].filter(Boolean) as string[];
  const terms = [
    { key: 'jointTerm', label: '联合会员', until: info.jointVipExpireTime },
    { key: 'caseTerm', label: '案例 VIP', until: info.caseVipExpireTime },
    { key: 'insTerm', label: '灵感 VIP', until: info.insVipExpireTime },
  ].filter((t) => t.until !== null && t.until !== undefined);
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: '会员状态', children: info.vipStatus === 1 ? <Tag color="gold">VIP 会员</Tag> : <Tag>普通用户</Tag> },
          { key: 'kinds', label: '会员类型', children: kinds.length ? kinds.join('、') : '—' },
          { key: 'start', label: '开通日期', children: formatDate(info.vipStartTime) },
          { key: 'expire', label: '到期日期', children: formatDate(info.vipExpireTime) },
          ...terms.map((t) => ({ key: t.key, label: t.label, children: termText(t.until ?? null, now) })),
          { key: 'daily', label: '每日下载', children: `${vip.caseAccountExtendVO.dailyDownloads} 次` },
        ]}
      />
      <ul aria-label="会员权益" style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {vip.caseAccountExtendVO.rights.map((r) => (
          <li key={r.key} style={{ display: 'flex', gap: 8, padding: '6px 0', borderTop: '1px solid var(--line)' }}>
            <span aria-hidden="true" style={{ color: r.granted ? '#389e0d' : '#bfbfbf' }}>
              {r.granted ? '✔' : '✕'}
            </span>
            <span>
              <strong>{r.name}</strong>
              <span className="visually-hidden">{r.granted ? '（已拥有）' : '（未开通）'}</span>
              <br />
              <small style={{ color: 'var(--ink-3)' }}>{r.description}</small>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
