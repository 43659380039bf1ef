import { getAccountInfo, getMergeInfo, getVipInfo } from './api';
import type { AccountInfo, MergeInfo, VipInfo } from '@/lib/api/contract/account';
import { answered, dataOf } from '@/lib/api/load';
import { ACCOUNT_KEYS, clearItems, setItem } from '@/lib/storage';
import { localDate } from '@/lib/time/local-date';
import { setAnalyticsUser } from '@/components/tracking';
import { clearAccountCookie, setAccountCookie } from './account-cookie';
import { deviceLogin } from './device-login';
import { DEFAULT_LOGIN_TYPE } from './login-types';
import { logout } from './logout';
import { readSiteSession, saveLoginType } from './site-session-view';
import { recordSourceIfNew } from './source-record';

/**
 * Why the check ended logged out: the API said so, it could not be read, the account is disabled,
 * or a newer login began meanwhile (this check then stopped and touched nothing).
 */
type GuestReason = 'logged-out' | 'unreachable' | 'disabled' | 'superseded';

export type LoginCheckResult =
  | { status: 'guest'; reason: GuestReason }
  | { status: 'user'; user: AccountInfo; vip: VipInfo | null; merge: MergeInfo | null; restored: boolean; sourceRecorded: boolean };

export interface LoginCheckOptions {
  /** Try the device-token login when nobody is logged in (every visit: yes; right after a login: no). */
  deviceFallback?: boolean;
  /**
   * False once a newer login has begun: the check then stops at its next step without writing
   * storage or cookies or trying the device login, so it cannot undo that login (account-store).
   */
  isCurrent?: () => boolean;
}

const SUPERSEDED: LoginCheckResult = { status: 'guest', reason: 'superseded' };

/**
 * Logged-out state. When the API answered, nothing account-bound may linger from an earlier
 * session; when it did not (network down), local state is left alone for the next visit to judge.
 */
function becomeGuest(answered: boolean): LoginCheckResult {
  if (!answered) return { status: 'guest', reason: 'unreachable' };
  clearItems(ACCOUNT_KEYS);
  clearAccountCookie();
  return { status: 'guest', reason: 'logged-out' };
}

/**
 * The login check of SPEC §4, run on every visit:
 * - GET /account/accountInfo; errorCode 0 → store accountId (local storage + the cross-site cookie);
 *   account state 0 → logout;
 * - VIP/case info by the stored login type (default 0) and the account merge info;
 * - a new-today account with a captured source and no marker → POST /api/login/semRecord;
 * - otherwise the device-token login, then the user is fetched again; still nothing → guest.
 */
export async function runLoginCheck({ deviceFallback = true, isCurrent = () => true }: LoginCheckOptions = {}): Promise<LoginCheckResult> {
  const first = await getAccountInfo();
  if (!isCurrent()) return SUPERSEDED;
  let user = dataOf(first);
  let restored = false;
  if (!user) {
    const login = deviceFallback ? await deviceLogin() : null;
    if (!isCurrent()) return SUPERSEDED;
    if (!login) return becomeGuest(answered(first));
    await saveLoginType(login.loginType);
    const again = await getAccountInfo();
    if (!isCurrent()) return SUPERSEDED;
    user = dataOf(again);
    if (!user) return becomeGuest(answered(again));
    restored = true;
  }

  setItem('accountId', user.accountId);
  setItem('loginAccountId', user.accountId);
  setAccountCookie(user.accountId);
  setAnalyticsUser(user.accountId);
  if (user.accountState === 0) {
    await logout();
    return { status: 'guest', reason: 'disabled' };
  }

  const site = await readSiteSession();
  const [vip, merge] = await Promise.all([
    getVipInfo(site?.loginType ?? DEFAULT_LOGIN_TYPE).then((r) => dataOf(r) ?? null),
    getMergeInfo().then((r) => dataOf(r) ?? null),
  ]);
  if (vip) {
    setItem('vipStatus', vip.caseAccountInfo.vipStatus);
    if (vip.caseAccountInfo.vipStartTime) setItem('rightsStartDay', localDate(vip.caseAccountInfo.vipStartTime));
  }
  const sourceRecorded = await recordSourceIfNew(vip, site);
  return { status: 'user', user, vip, merge, restored, sourceRecorded };
}
