import { atom } from 'jotai';
import type { AccountInfo, MergeInfo, VipInfo } from '@/lib/api/contract/account';
import type { RiskInputs } from '@/lib/api/contract/risk';

/** checking until the login check of this visit has answered (SPEC §4). */
export type LoginStatus = 'checking' | 'guest' | 'user';

export const loginStatusAtom = atom<LoginStatus>('checking');
/** SPEC §3 userInfo (accountId, accountState, ...). */
export const userInfoAtom = atom<AccountInfo | null>(null);
/** SPEC §3 vipInfo (caseAccountInfo, caseAccountExtendVO). */
export const vipInfoAtom = atom<VipInfo | null>(null);
export const mergeInfoAtom = atom<MergeInfo | null>(null);

/** SPEC §6 roles, most specific first. */
type Role = 'visitor' | 'banned' | 'vip' | 'user';

export const roleAtom = atom<Role>((get) => {
  const user = get(userInfoAtom);
  if (get(loginStatusAtom) !== 'user' || !user) return 'visitor';
  if (user.banned) return 'banned';
  return get(vipInfoAtom)?.caseAccountInfo.vipStatus === 1 ? 'vip' : 'user';
});

/** SPEC §3 hasRights flag: any VIP right currently valid. */
export const hasRightsAtom = atom((get) => get(vipInfoAtom)?.caseAccountInfo.vipStatus === 1);

/** Which part of the login modal shows. */
export type LoginView = 'code' | 'password' | 'qr' | 'sso' | 'modify';

export const loginModalAtom = atom<{ open: boolean; view: LoginView }>({ open: false, view: 'code' });

/** The VIP / personal modal of SPEC §4 and its type. */
export type AccountModalType = 'account' | 'vip';

export const accountModalAtom = atom<{ open: boolean; type: AccountModalType }>({ open: false, type: 'account' });

/** No risk: a visitor's, and a member's until the API says otherwise. */
export const NO_RISK: RiskInputs = { riskLevel: 0, flagged: [] };

/**
 * SPEC §3 UI flag "user risk level", with the SKUs and cases flagged for the account (the §5
 * risk check's inputs): set by the login check from vipInfo, renewed by every order answer, and
 * read by the pay modal to decide on the SMS confirmation.
 */
export const userRiskAtom = atom<RiskInputs>(NO_RISK);

/** SPEC §3 banned-user modal flag. */
export const bannedModalAtom = atom(false);

/**
 * What the account menu's 开通会员 / 续费会员 does. The layout's modal host sets it to the
 * checkout's opener, so login does not import checkout (checkout imports login).
 */
export const vipActionAtom = atom<{ open: () => void } | null>(null);
