import type { AccountRepo, NewAccount } from '../../db/repo/accounts';
import { hashPasswordSync, verifyPasswordSync } from './passwords';

/** The password of every demo account (development and test only; documented in docs/api.md). */
const DEMO_PASSWORD = 'Design2025';
const DAY = 86_400_000;
/** The demo editor (development and test only): may review uploaded cases. */
export const DEMO_EDITOR_PHONE = '13800000006';
/** The demo member with purchases under risk watch (services/pay/risk.ts): SMS-confirmed buying. */
export const DEMO_RISK_PHONE = '13800000007';

/** Demo members covering each role of SPEC §6; phone numbers are reserved test numbers. */
function demoAccounts(now: number): (NewAccount & { phone: string; withPassword: boolean })[] {
  return [
    {
      phone: '13800000001',
      withPassword: true,
      nickname: '林设计（VIP）',
      registerWay: 0,
      vip: { start: now - 30 * DAY, expire: now + 335 * DAY, caseVip: true, jointVip: true, insVip: true },
      creatorCenter: true,
    },
    { phone: '13800000002', withPassword: true, nickname: '周同学', registerWay: 0, earnMoney: true },
    { phone: '13800000003', withPassword: true, nickname: '违规用户', registerWay: 0, banned: { reason: '多次上传侵权内容', until: now + 7 * DAY } },
    { phone: '13800000004', withPassword: true, nickname: '已停用账号', registerWay: 0, state: 0 },
    { phone: '13800000005', withPassword: false, nickname: '验证码用户', registerWay: 0 },
    // Reviews uploaded cases in development and test (services/account/roles.ts).
    { phone: DEMO_EDITOR_PHONE, withPassword: true, nickname: '审核编辑', registerWay: 0 },
    { phone: DEMO_RISK_PHONE, withPassword: true, nickname: '风控演示用户', registerWay: 0 },
  ];
}

/** Demo phones whose password is still the published demo password (production refuses to start with any). */
export function demoPasswordPhones(repo: AccountRepo, now = Date.now()): string[] {
  return demoAccounts(now)
    .filter((a) => a.withPassword)
    .map((a) => repo.byPhone(a.phone))
    .filter((a): a is NonNullable<typeof a> => !!a && verifyPasswordSync(DEMO_PASSWORD, a.password_hash))
    .map((a) => a.phone ?? String(a.id));
}

/** Creates the demo accounts that do not exist yet; never touches existing ones. */
export function ensureDemoAccounts(repo: AccountRepo, now = Date.now()): number {
  let hash: string | undefined;
  let created = 0;
  for (const { withPassword, ...account } of demoAccounts(now)) {
    if (repo.byPhone(account.phone)) continue;
    if (withPassword) hash ??= hashPasswordSync(DEMO_PASSWORD);
    repo.create({ ...account, passwordHash: withPassword ? hash : null }, now - 90 * DAY);
    created++;
  }
  return created;
}
