import type { LoginResult } from '@/lib/api/contract/account';
import { loginBySsoTicket, requestHandoffTicket } from './api';
import { dataOf } from '@/lib/api/load';
import { apiOrigin } from '@/lib/config';
import { HANDOFF_HASH_PREFIX as HASH_PREFIX, takeHandoffTicket } from './channel-links';

/** The ticket-login service URL of an origin's API forwarder. */
function serviceOf(origin: string): string {
  return `${origin}/api-gw/login/ssoLogin`;
}

/**
 * The target of a channel link for a logged-in member: the same URL with a one-minute service
 * ticket for the target's ticket login in its fragment, so the other sub-domain (its own site
 * locally, where no cookie is shared) logs in without asking (docs/security.md "Channels").
 * The plain URL when no ticket can be had.
 */
export async function handoffUrl(href: string): Promise<string> {
  const url = new URL(href, window.location.href);
  if (url.origin === window.location.origin) return url.href;
  const ticket = dataOf(await requestHandoffTicket(serviceOf(url.origin)))?.ticket;
  if (!ticket) return url.href;
  url.hash = `${HASH_PREFIX.slice(1)}${ticket}`;
  return url.href;
}

/**
 * On arrival: the hand-off ticket the address came with (taken out of it at once by
 * `takeHandoffTicket`, by default now) is redeemed for a session here. null when there is none or
 * it no longer works (then the usual login check runs).
 */
export async function consumeHandoff(ticket: string | null = takeHandoffTicket()): Promise<LoginResult | null> {
  if (!ticket || !/^ST-[A-Za-z0-9_-]{10,120}$/.test(ticket)) return null;
  return dataOf(await loginBySsoTicket(ticket, `${apiOrigin()}/login/ssoLogin`)) ?? null;
}
