import { loginBySsoTicket, requestServiceTicket, requestTicketGrantingTicket } from './api';
import { apiOrigin } from '@/lib/config';
import { loginOutcome, type LoginOutcome } from './use-login-submit';

/** Ticket calls carry a body only for 200/201/401 (SPEC §7), so other failures are told by status. */
function ticketFailure(status: number | undefined, message: string | undefined): string {
  if (status === undefined) return '网络异常，请稍后重试';
  if (status === 429) return '登录尝试过于频繁，请稍后再试';
  if (status === 403) return '该账号已停用，如有疑问请联系客服';
  if (status === 400) return '请输入正确的账号和密码';
  return message ?? '账号或密码错误';
}

/**
 * Single sign-on through /cas/v1/tickets (CAS REST): credentials → 201 with the ticket-granting
 * ticket's Location; that location + the service → a service ticket (text ST-…); the service
 * (the API's /login/ssoLogin) redeems it for a session.
 */
export async function ssoLogin(username: string, password: string): Promise<LoginOutcome> {
  const tgt = await requestTicketGrantingTicket(username, password);
  if (!tgt.ok) return { ok: false, message: ticketFailure(tgt.code, tgt.message) };
  if (!tgt.data.location) return { ok: false, message: ticketFailure(500, undefined) };

  const service = `${apiOrigin()}/login/ssoLogin`;
  const st = await requestServiceTicket(tgt.data.location, service);
  const ticket = st.ok && typeof st.data.data === 'string' ? st.data.data.trim() : '';
  if (!ticket.startsWith('ST-')) return { ok: false, message: '单点登录票据已失效，请重新登录' };

  const res = await loginBySsoTicket(ticket, service);
  return loginOutcome(res, '单点登录失败，请重新登录');
}
