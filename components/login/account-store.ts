import { getDefaultStore } from 'jotai';
import { relateDevice } from './api';
import type { LoginResult } from '@/lib/api/contract/account';
import { toRiskInputs } from '@/lib/api/contract/risk';
import { bannedModalAtom, loginModalAtom, loginStatusAtom, mergeInfoAtom, NO_RISK, userInfoAtom, userRiskAtom, vipInfoAtom } from './state';
import { consumeHandoff } from './channel-handoff';
import { deviceUuid } from '@/lib/visitor/device-uuid';
import { runLoginCheck, type LoginCheckOptions, type LoginCheckResult } from './login-check';
import { saveLoginType } from './site-session-view';
import { reportLanding } from './source-record';

type Store = ReturnType<typeof getDefaultStore>;

/** The banned notice shows once per browser session, not on every page. */
const BANNED_NOTICE_KEY = 'bannedNoticeShown';

function bannedNoticeDue(): boolean {
  try {
    if (window.sessionStorage.getItem(BANNED_NOTICE_KEY)) return false;
    window.sessionStorage.setItem(BANNED_NOTICE_KEY, '1');
    return true;
  } catch {
    return true;
  }
}

/** Puts a login check's outcome into the atoms every island reads. */
function applyLoginCheck(result: LoginCheckResult, store: Store = getDefaultStore()): void {
  if (result.status === 'user') {
    store.set(userInfoAtom, result.user);
    store.set(vipInfoAtom, result.vip);
    store.set(userRiskAtom, result.vip ? toRiskInputs(result.vip.caseAccountInfo?.riskLevel, result.vip.caseAccountInfo?.riskFlagged) : NO_RISK);
    store.set(mergeInfoAtom, result.merge);
    const wasMember = store.get(loginStatusAtom) === 'user';
    store.set(loginStatusAtom, 'user');
    // Logged in, by a login way or by a check that ended after a visitor's click opened the
    // modal (a device login): a login form would ask for what is done. Only a member's own
    // password change (view 'modify' opened while logged in) stays open; the logged-out
    // 设置/找回密码 form uses the same view and closes.
    const modal = store.get(loginModalAtom);
    if (modal.open && !(modal.view === 'modify' && wasMember)) store.set(loginModalAtom, { ...modal, open: false });
    if (result.user.banned && bannedNoticeDue()) store.set(bannedModalAtom, true);
    return;
  }
  store.set(userInfoAtom, null);
  store.set(vipInfoAtom, null);
  store.set(userRiskAtom, NO_RISK);
  store.set(mergeInfoAtom, null);
  store.set(loginStatusAtom, 'guest');
}

/** Bumped by every login: a check that started before it must not publish its older answer. */
let generation = 0;

/** Runs the login check and publishes it; a login begun meanwhile stops it (`isCurrent`). */
export async function refreshAccount(opts?: LoginCheckOptions, store: Store = getDefaultStore()): Promise<LoginCheckResult> {
  const mine = generation;
  const result = await runLoginCheck({ ...opts, isCurrent: () => mine === generation });
  if (mine === generation) applyLoginCheck(result, store);
  return result;
}

/**
 * After any login way succeeded: keep its login type in the site session, relate this device
 * to the account (for the device-token fallback), then run the check so every island updates.
 */
export async function completeLogin(login: LoginResult, store: Store = getDefaultStore()): Promise<LoginCheckResult> {
  generation += 1;
  await saveLoginType(login.loginType);
  const deviceId = deviceUuid();
  if (deviceId) await relateDevice(deviceId);
  // A member's check closes the login modal (applyLoginCheck).
  return refreshAccount({ deviceFallback: false }, store);
}

/** What the address said on arrival, read before any code was fetched (./login-check-start). */
export interface Arrival {
  /** A hand-off ticket from another channel, already taken out of the address. */
  ticket: string | null;
  /** The address landed on when it holds a Baidu click id (SPEC §4 landing report), else null. */
  landingHref: string | null;
}

/**
 * What a page does about the account once (./login-check-start): a hand-off ticket from
 * another channel logs in here without asking, else the usual login check; and a landing with a
 * Baidu click id is reported.
 */
export async function checkOnArrival({ ticket, landingHref }: Arrival, store: Store = getDefaultStore()): Promise<LoginCheckResult> {
  if (landingHref) void reportLanding(landingHref);
  const handed = ticket ? await consumeHandoff(ticket) : null;
  return handed ? completeLogin(handed, store) : refreshAccount(undefined, store);
}
