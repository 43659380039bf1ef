import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from './envelope';
import { CSRF_COOKIE, CSRF_RE, readCookie } from './cookies';

export const CSRF_HEADER = 'x-csrf-token';
/** SPEC-style refusal of a request that did not come from the site itself. */
export const CSRF_ERROR_CODE = 40300;
export const CSRF_MESSAGE = '请求来源校验失败，请刷新页面后重试';

/**
 * The calls that log in, log out, bind a device, send a code or change an account. Each keeps
 * the SPEC's method and path (several are GETs) and is refused unless it carries the CSRF token
 * header — which no navigation, <img> or form can send, and which forces a CORS preflight that
 * foreign origins fail — and unless its Origin / Sec-Fetch-Site say it came from the site.
 */
export const STATE_CHANGING_ROUTES: readonly string[] = [
  'POST /register/sliderChallenge',
  'POST /register/sliderCheck',
  'POST /register/slidingVerification',
  'POST /login/sendCode',
  'POST /login/loginByVerifyCode',
  'GET /login/loginByPsw',
  'GET /login/modifyPassWord',
  'GET /login/getToken',
  'GET /login/loginByToken',
  'GET /login/ssoLogin',
  'POST /login/handoffTicket',
  'POST /cas/v1/tickets',
  'POST /cas/v1/tickets/:tgt',
  'DELETE /cas/v1/tickets/:tgt',
  'GET /wechat/public/getLoginQRCode',
  'GET /wechat/public/loginScan',
  'GET /ins/api/wechat/getMiniQRCode',
  'GET /ins/api/wechat/cheakScan',
  'GET /deviceRel/:rel',
  'POST /account/devices/revoke',
  'POST /logout/invalidateSession',
  'POST /case/api/login/semRecord',
  'GET /addSource',
  'POST /payCenter/case/vip/createCaseOrder',
  'POST /payCenter/ins/ums/createInsOrder',
  'POST /payCenter/case/vip/casePayUmsQrcode',
  'POST /payCenter/ins/ums/umsQrcode',
  'GET /payCenter/case/vip/getAliPayQrCode',
  'GET /payCenter/ins/vipOrder/getAliPayQrCode',
  'POST /payCenter/pay/checkPayorder',
  'POST /payCenter/order/close',
  'POST /payCenter/risk/sendCode',
  'POST /payCenter/risk/verify',
  'POST /case/api/download/link',
  // Collections (routes/collect.ts).
  'POST /case/api/collect/folder/create',
  'POST /case/api/collect/folder/update',
  'POST /case/api/collect/folder/delete',
  'POST /case/api/collect/add',
  'POST /case/api/collect/remove',
  'POST /case/api/collect/move',
  // Gather and upload (routes/upload.ts, gather.ts, review.ts); the gather writes are GETs by SPEC §7.
  'GET /case/api/gatherTask/addGatherTask',
  'GET /case/api/gatherTask/cancelGatherTask',
  'POST /case/api/upload/init',
  'POST /case/api/upload/chunk',
  'POST /case/api/upload/complete',
  'POST /case/api/case/saveDraft',
  'POST /case/api/case/saveCase',
  'POST /case/api/homepage/saveAddress',
  'POST /address/report',
  'POST /case/api/review/approve',
  'POST /case/api/review/return',
];

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Why a request is refused as cross-site, or null when it may proceed. */
export function csrfRefusal(request: FastifyRequest, allowedOrigin: (origin: string) => boolean): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'cross-site request';
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && !allowedOrigin(origin)) return `origin ${origin.slice(0, 100)} not allowed`;
  if (origin === 'null') return 'opaque origin';
  const header = request.headers[CSRF_HEADER];
  const cookie = readCookie(request, CSRF_COOKIE);
  if (typeof header !== 'string' || !cookie || !CSRF_RE.test(cookie) || !sameToken(header, cookie)) return 'missing or wrong CSRF token';
  return null;
}

/** Guards STATE_CHANGING_ROUTES (docs/security.md). */
export function installCsrfGuard(app: FastifyInstance, allowedOrigin: (origin: string) => boolean): void {
  const guarded = new Set(STATE_CHANGING_ROUTES);
  app.addHook('onRequest', async (request) => {
    const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`;
    if (!guarded.has(key)) return;
    const why = csrfRefusal(request, allowedOrigin);
    if (why) {
      request.log.warn({ reason: why }, 'csrf refusal');
      throw new ApiHttpError(403, CSRF_ERROR_CODE, CSRF_MESSAGE);
    }
  });
}
