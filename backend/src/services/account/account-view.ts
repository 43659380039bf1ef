import type { AccountInfo, LoginType, MergeInfo, VipInfo, VipRight } from '../../../../lib/api/contract/account';
import type { RiskFlagged } from '../../../../lib/api/contract/risk';
import type { AccountRow } from '../../db/repo/accounts';
import { maskPhone } from './sms-codes';

const DAY_MS = 86_400_000;
/** Asia/Shanghai, where the product's "today" is. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export function chinaDay(t: number): number {
  return Math.floor((t + CHINA_OFFSET_MS) / DAY_MS);
}

export function isBanned(row: AccountRow, now = Date.now()): boolean {
  return row.banned === 1 && (row.banned_until === null || row.banned_until > now);
}

export function toAccountInfo(row: AccountRow, loginType: LoginType, editor: boolean, now = Date.now()): AccountInfo {
  const banned = isBanned(row, now);
  return {
    accountId: row.id,
    accountState: row.state === 1 ? 1 : 0,
    nickname: row.nickname,
    phone: row.phone ? maskPhone(row.phone) : null,
    hasPassword: row.password_hash !== null,
    wxBound: row.wx_openid !== null,
    registerTime: row.created_at,
    banned,
    banReason: banned ? row.ban_reason : null,
    bannedUntil: banned ? row.banned_until : null,
    earnMoney: row.earn_money === 1,
    creatorCenter: row.creator_center === 1,
    editor,
    loginType,
  };
}

function rights(vip: { caseVip: boolean; insVip: boolean; jointVip: boolean }, earnMoney: boolean): VipRight[] {
  const any = vip.caseVip || vip.insVip || vip.jointVip;
  return [
    { key: 'caseVip', name: 'VIP 案例', description: '浏览与下载全部 VIP 案例高清大图', granted: vip.caseVip || vip.jointVip },
    { key: 'insVip', name: '灵感 VIP', description: '灵感图库高清原图、无限收藏夹', granted: vip.insVip || vip.jointVip },
    { key: 'jointVip', name: '联合会员', description: '案例与灵感权益通用，AI 搜索不限次数', granted: vip.jointVip },
    { key: 'hdDownload', name: '高清无水印下载', description: '案例与灵感图片去水印下载', granted: any },
    { key: 'earnMoney', name: '创作收益', description: '上传案例与素材获得下载分成', granted: earnMoney },
  ];
}

/** Which VIP kinds are live now (each kind has its own end; joint VIP covers the other two). */
export function liveVip(row: AccountRow, now = Date.now()): { caseVip: boolean; insVip: boolean; jointVip: boolean } {
  const live = (until: number | null) => until !== null && until > now;
  return { caseVip: live(row.case_vip_until), insVip: live(row.ins_vip_until), jointVip: live(row.joint_vip_until) };
}

/** The daily quota of new downloads: joint VIP 100, any other VIP 50, members 3. */
export function dailyDownloads(row: AccountRow, now = Date.now()): number {
  const vip = liveVip(row, now);
  return vip.jointVip ? 100 : vip.caseVip || vip.insVip ? 50 : 3;
}

/** `riskFlagged`: the SKUs and cases under watch for the account (services/pay/risk.ts). */
export function toVipInfo(row: AccountRow, loginType: LoginType, riskFlagged: RiskFlagged[], now = Date.now()): VipInfo {
  const vip = liveVip(row, now);
  const vipStatus = vip.caseVip || vip.jointVip || vip.insVip ? 1 : 0;
  return {
    caseAccountInfo: {
      accountId: row.id,
      isToday: chinaDay(row.created_at) === chinaDay(now),
      vipStatus,
      vipStartTime: row.vip_start_at,
      vipExpireTime: row.vip_expire_at,
      ...vip,
      caseVipExpireTime: row.case_vip_until,
      insVipExpireTime: row.ins_vip_until,
      jointVipExpireTime: row.joint_vip_until,
      riskLevel: row.risk_level,
      riskFlagged,
    },
    caseAccountExtendVO: {
      loginType,
      rights: rights(vip, row.earn_money === 1),
      dailyDownloads: dailyDownloads(row, now),
      earnMoney: row.earn_money === 1,
      creatorCenter: row.creator_center === 1,
    },
  };
}

/** One account system serves cases and inspiration here, so every account is merged. */
export function toMergeInfo(row: AccountRow): MergeInfo {
  return { merged: true, caseAccountId: row.id, insAccountId: row.id, mergeTime: row.created_at };
}
