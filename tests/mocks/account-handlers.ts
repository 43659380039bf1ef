import { http, HttpResponse } from 'msw';
import type { AccountInfo, LoginResult, MergeInfo, VipInfo } from '@/lib/api/contract/account';
import type { SiteSessionView } from '@/components/login/site-session-view';
import { envelope } from './handlers';
import { server } from './server';

export const ACCOUNT_ID = 10000001;

export function accountInfo(over: Partial<AccountInfo> = {}): AccountInfo {
  return {
    accountId: ACCOUNT_ID,
    accountState: 1,
    nickname: '林设计',
    phone: '138****0001',
    hasPassword: true,
    wxBound: false,
    registerTime: Date.UTC(2024, 0, 1),
    banned: false,
    banReason: null,
    bannedUntil: null,
    earnMoney: false,
    creatorCenter: true,
    editor: false,
    loginType: 0,
    ...over,
  };
}

export function vipInfo(over: Partial<VipInfo['caseAccountInfo']> = {}, loginType: VipInfo['caseAccountExtendVO']['loginType'] = 0): VipInfo {
  return {
    caseAccountInfo: {
      accountId: ACCOUNT_ID,
      isToday: false,
      vipStatus: 1,
      vipStartTime: Date.UTC(2025, 2, 3, 4),
      vipExpireTime: Date.UTC(2026, 2, 3),
      caseVip: true,
      jointVip: false,
      insVip: false,
      caseVipExpireTime: Date.UTC(2026, 2, 3),
      insVipExpireTime: null,
      jointVipExpireTime: null,
      riskLevel: 0,
      riskFlagged: [],
      ...over,
    },
    caseAccountExtendVO: {
      loginType,
      rights: [{ key: 'caseVip', name: 'VIP 案例', description: '浏览与下载全部 VIP 案例高清大图', granted: true }],
      dailyDownloads: 50,
      earnMoney: false,
      creatorCenter: true,
    },
  };
}

export const MERGE: MergeInfo = { merged: true, caseAccountId: ACCOUNT_ID, insAccountId: ACCOUNT_ID, mergeTime: Date.UTC(2024, 0, 1) };
export const NOT_LOGGED_IN = envelope(null, 41006, '请先登录');

/** Every call the account side makes, recorded in order as "METHOD /path?query". */
export function recorder() {
  const calls: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  return {
    calls,
    bodies,
    async note(request: Request) {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      if (request.method !== 'GET') {
        const text = await request.clone().text();
        (bodies[key] ??= []).push(text ? JSON.parse(text) : null);
      }
    },
    count(prefix: string) {
      return calls.filter((c) => c.startsWith(prefix)).length;
    },
  };
}

export interface AccountScenario {
  /** Answers of GET /account/accountInfo, in order (the last one repeats). */
  accountInfo?: unknown[];
  /** Answers of GET /login/getToken, in order ('network' = a network error). */
  getToken?: (unknown | 'network')[];
  loginByToken?: unknown;
  vip?: VipInfo | null;
  site?: SiteSessionView;
  semRecord?: unknown;
}

/** Handlers for one login-check scenario, recording every call. */
export function accountHandlers(rec: ReturnType<typeof recorder>, sc: AccountScenario) {
  let infoCalls = 0;
  let tokenCalls = 0;
  const site: SiteSessionView = sc.site ?? { loginType: 0, source: null };
  const login: LoginResult = { accountId: ACCOUNT_ID, isNew: false, loginType: 1 };
  return [
    http.get('*/account/accountInfo', async ({ request }) => {
      await rec.note(request);
      const list = sc.accountInfo ?? [envelope(accountInfo())];
      return HttpResponse.json(list[Math.min(infoCalls++, list.length - 1)] as object);
    }),
    http.get('*/login/getToken', async ({ request }) => {
      await rec.note(request);
      const list = sc.getToken ?? [envelope(null, 41012, '该设备没有可恢复的登录状态')];
      const answer = list[Math.min(tokenCalls++, list.length - 1)];
      return answer === 'network' ? HttpResponse.error() : HttpResponse.json(answer as object);
    }),
    http.get('*/login/loginByToken', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json((sc.loginByToken ?? envelope(login)) as object);
    }),
    http.get('*/account/vipInfo', async ({ request }) => {
      await rec.note(request);
      return sc.vip === null ? HttpResponse.json(envelope(null, 41006, '请先登录'), { status: 401 }) : HttpResponse.json(envelope(sc.vip ?? vipInfo()));
    }),
    http.get('*/ins/api/account/mergeInfo', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json(envelope(MERGE));
    }),
    http.post('*/case/api/login/semRecord', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json((sc.semRecord ?? envelope({ recorded: true })) as object);
    }),
    http.post('*/logout/invalidateSession', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json(envelope({ loggedOut: true }));
    }),
    http.get('*/deviceRel/:rel', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json(envelope({ product: 'case', bound: true }));
    }),
    http.get('*/site-api/session', async ({ request }) => {
      await rec.note(request);
      return HttpResponse.json(envelope(site));
    }),
    http.post('*/site-api/session', async ({ request }) => {
      await rec.note(request);
      const body = (await request.clone().json()) as { loginType: SiteSessionView['loginType'] };
      site.loginType = body.loginType;
      return HttpResponse.json(envelope(site));
    }),
    http.delete('*/site-api/session', async ({ request }) => {
      await rec.note(request);
      site.loginType = 0;
      return HttpResponse.json(envelope(site));
    }),
  ];
}

/** Serves one login-check scenario for the rest of the test; the answer records every call. */
export function serveAccount(sc: AccountScenario = {}): ReturnType<typeof recorder> {
  const rec = recorder();
  server.use(...accountHandlers(rec, sc));
  return rec;
}
