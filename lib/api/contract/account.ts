/**
 * Contract types: accounts, the login ways, the slider check, QR and ticket login, device-token
 * login, logout and source attribution (SPEC §3, §4, §7). Every answer is wrapped in
 * `Envelope<T>` from `../envelope`; see docs/api.md "Accounts".
 */

import type { RiskFlagged } from './risk';

/**
 * The stored login type (SPEC §4, default 0): the way the session was opened.
 * 0 phone + SMS code, 1 password, 2 WeChat public-account QR, 3 mini-program QR,
 * 4 single sign-on ticket, 5 device token (keeps the type of the login it restores when known).
 */
export type LoginType = 0 | 1 | 2 | 3 | 4 | 5;

/** 1 active; 0 disabled (the site logs such a session out, SPEC §4). */
type AccountState = 0 | 1;

/** What an SMS code is for. */
/** login and password come from the login forms; pay is the SMS confirmation of a risk-flagged purchase. */
export type CodeScene = 'login' | 'password' | 'pay';

/** GET /account/accountInfo → data (SPEC §3 userInfo plus what the header and /personal show). */
export interface AccountInfo {
  accountId: number;
  accountState: AccountState;
  nickname: string;
  /** Masked, e.g. 138****0001; null for WeChat-only accounts. */
  phone: string | null;
  hasPassword: boolean;
  wxBound: boolean;
  /** Epoch ms. */
  registerTime: number;
  /** SPEC §6 banned user: may browse, may not download or upload; the site shows a modal. */
  banned: boolean;
  banReason: string | null;
  /** Epoch ms; null when not banned or banned without end. */
  bannedUntil: number | null;
  /** SPEC §1 creator flags. */
  earnMoney: boolean;
  creatorCenter: boolean;
  /** May review uploaded cases (docs/api.md "Editor role"). */
  editor: boolean;
  /** The way this API session was opened. */
  loginType: LoginType;
}

/** SPEC §3 vipInfo.caseAccountInfo. */
interface CaseAccountInfo {
  accountId: number;
  /** Registered today (Asia/Shanghai calendar day): the source-attribution trigger of SPEC §4. */
  isToday: boolean;
  /** 1 while any VIP right is valid. */
  vipStatus: 0 | 1;
  /** Epoch ms. */
  vipStartTime: number | null;
  vipExpireTime: number | null;
  /** VIP cases, joint VIP (case + inspiration), inspiration VIP (SPEC §6). */
  caseVip: boolean;
  jointVip: boolean;
  insVip: boolean;
  /** Each kind's end (epoch ms; null = never held). A lifetime plan ends in 2099. */
  caseVipExpireTime: number | null;
  insVipExpireTime: number | null;
  jointVipExpireTime: number | null;
  /** SPEC §3 user risk level (2 or 3: purchases are confirmed by SMS code). */
  riskLevel: number;
  /** SPEC §3 risk inputs skuId / caseId: the plan SKUs and cases under watch for this account. */
  riskFlagged: RiskFlagged[];
}

/** One right a member holds or can buy. */
export interface VipRight {
  key: string;
  name: string;
  description: string;
  granted: boolean;
}

/** SPEC §3 vipInfo.caseAccountExtendVO. */
interface CaseAccountExtendVO {
  /** The login type the info was asked for (echoed). */
  loginType: LoginType;
  rights: VipRight[];
  /** Downloads per day the account's rights allow. */
  dailyDownloads: number;
  earnMoney: boolean;
  creatorCenter: boolean;
}

/** GET /account/vipInfo?loginType= → data (SPEC §3 vipInfo). */
export interface VipInfo {
  caseAccountInfo: CaseAccountInfo;
  caseAccountExtendVO: CaseAccountExtendVO;
}

/** GET /ins/api/account/mergeInfo → data: whether the case and inspiration accounts are one. */
export interface MergeInfo {
  merged: boolean;
  caseAccountId: number;
  insAccountId: number | null;
  /** Epoch ms. */
  mergeTime: number | null;
}

/**
 * GET /account/phoneUseStatus?phoneNo= → data. Told only about the logged-in account's own
 * phone; for any other phone both are null, so the call is no registered/unregistered oracle.
 */
export interface PhoneUseStatus {
  registered: boolean | null;
  hasPassword: boolean | null;
}

/**
 * Slider verdicts (SPEC §4): 100 trusted and 200 verified pass; 400 asks for the smart slider;
 * 600 (already verified, duplicate answer) and 700 (no movement to judge) change nothing;
 * 800 (wrong position) and 900 (expired, used up or blocked) fail.
 */
export type SliderCode = 100 | 200 | 400 | 600 | 700 | 800 | 900;

/** POST /register/sliderChallenge body. */
export interface SliderChallengeRequest {
  /** Empty: the logged-in account's own phone (修改密码 while logged in). */
  phoneNo: string;
  scene?: CodeScene;
}

/** The proof a passed slider yields, sent to POST /register/slidingVerification. */
export interface SliderPass {
  token: string;
  sessionId: string;
  sign: string;
}

/** POST /register/sliderChallenge → data. With code 400 the puzzle fields are present; with 100 the pass. */
export interface SliderChallenge extends Partial<SliderPass> {
  code: SliderCode;
  sessionId: string;
  /** Puzzle size in px: 300 x 100 (SPEC §9). */
  width: number;
  height: number;
  /** The piece is a square of this side at vertical offset pieceY. */
  pieceSize: number;
  pieceY: number;
  /** PNG data URLs: the picture with a gap, and the piece that fills it. */
  background: string;
  piece: string;
  /** Seconds the challenge stays valid. */
  expiresIn: number;
  /** Proof of work with the 400 puzzle: find a nonce whose SHA-256 of `${powSalt}:${nonce}` starts with powBits zero bits. */
  powSalt?: string;
  powBits?: number;
  message?: string;
}

/** POST /register/sliderCheck body: where the piece was released, and how long the drag took. */
export interface SliderCheckRequest {
  sessionId: string;
  x: number;
  /** The proof-of-work answer for the challenge's powSalt. */
  nonce: string;
  elapsedMs: number;
}

/** POST /register/sliderCheck → data. 200 carries the pass. */
export interface SliderCheckResult extends Partial<SliderPass> {
  code: SliderCode;
  message?: string;
}

/** POST /register/slidingVerification body (SPEC §3 login and slider payloads). */
export interface SlidingVerificationRequest extends SliderPass {
  /** Empty: the logged-in account's own phone (修改密码 while logged in). */
  phoneNo: string;
  /** The client's idea of its address (informational; the API uses the connection's). */
  remoteIp: string;
}

/** POST /register/slidingVerification → data: seconds the permit to send one code stays valid. */
export interface SlidingVerificationResult {
  permitExpiresIn: number;
}

/** POST /login/sendCode body. Needs a slider permit for the same phone and scene. */
export interface SendCodeRequest {
  /** Empty: the logged-in account's own phone (修改密码 while logged in). */
  phoneNo: string;
  scene?: CodeScene;
}

/** POST /login/sendCode → data. */
export interface SendCodeResult {
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before another code may be asked for. */
  resendIn: number;
}

/** POST /login/loginByVerifyCode body. Unknown phones are registered. */
export interface LoginByVerifyCodeRequest {
  phoneNo: string;
  code: string;
}

/** Every successful login answers this and sets the API's HttpOnly session cookie. */
export interface LoginResult {
  accountId: number;
  /** True when this login created the account. */
  isNew: boolean;
  loginType: LoginType;
}

/** GET /login/loginByPsw query. */
export interface LoginByPswQuery {
  phoneNo: string;
  password: string;
}

/** GET /login/modifyPassWord query: set or change the password with an SMS code of scene 'password'. */
export interface ModifyPasswordQuery {
  /** Absent: the logged-in account's own phone (修改密码 while logged in). */
  phoneNo?: string;
  code: string;
  password: string;
  /** The device to keep logged in by token; other devices' tokens and other sessions end. */
  deviceId?: string;
}

/** 0 waiting, 1 scanned, 2 confirmed (logged in), 3 expired, 4 cancelled. */
export type QrStatus = 0 | 1 | 2 | 3 | 4;

/** GET /wechat/public/getLoginQRCode and GET /ins/api/wechat/getMiniQRCode → data. */
export interface QrLoginCode {
  sceneId: string;
  /** What the QR code encodes: the confirm page a phone (or a second browser page) opens. */
  url: string;
  expireSeconds: number;
}

/** GET /ins/api/wechat/getMiniQRCode query. */
export interface MiniQrQuery {
  page?: string;
  forwardParam?: string;
}

/** GET /wechat/public/loginScan and GET /ins/api/wechat/cheakScan → data. Status 2 has logged the poller in. */
export interface QrScanResult {
  status: QrStatus;
  login?: LoginResult;
}

/** GET /wechat/public/isBindWxMp?deviceId= → data. */
export interface WxBindStatus {
  bind: boolean;
}

/** GET /deviceRel/{product}DeviceId?deviceId= → data: the device now restores this account. */
export interface DeviceRelResult {
  product: string;
  bound: boolean;
}

/** GET /account/devices → data: the browsers that may restore this account's login (device-token fallback). */
export interface DeviceBinding {
  id: number;
  /** "Chrome · Windows". */
  label: string;
  product: string;
  /** Epoch ms. */
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  /** The browser asking. */
  current: boolean;
}

export interface DeviceBindingList {
  items: DeviceBinding[];
}

/** GET /login/getToken?deviceId= → data: a one-time token for GET /login/loginByToken. */
export interface DeviceToken {
  token: string;
  expiresIn: number;
}

/** POST /api/login/semRecord body (SPEC §4 source info). */
export interface SemRecordRequest {
  keyword: string;
  plan: string;
  source: string;
  unit: string;
  url: string;
}

/** POST /api/login/semRecord → data: false when the account's source was already recorded. */
export interface SemRecordResult {
  recorded: boolean;
}

/** GET /addSource?logidUrl= → data. */
export interface AddSourceResult {
  recorded: boolean;
}

/** POST /cas/v1/tickets → 201 data (plus the Location header of the ticket-granting ticket). */
export interface TicketGrantingTicket {
  ticketGrantingTicket: string;
}

/** POST /logout/invalidateSession → data. */
export interface LogoutResult {
  loggedOut: boolean;
}

/** errorCode of an account-only call made without a login (HTTP 401, 请先登录). */
export const NOT_LOGGED_IN_CODE = 41006;
