import type { LoginResult } from '@/lib/api/contract/account';
import { loginByHandoffTicket } from './api';
import { dataOf } from '@/lib/api/load';
import { API_GATEWAY_PATH } from '@/lib/config';
import { takeHandoffTicket } from './channel-links';

/**
 * The target of a channel link for a logged-in member: the target channel's hand-off start
 * (through its own /api-gw), which gives that browser a nonce and sends it here to this channel's
 * authorize and back to the page with a ticket bound to the nonce in the fragment — so a ticket
 * logs in only the browser that asked for it, never one a link brought (docs/security.md
 * "Channels: one login, handed over"). Nothing to ask the API here: the click leaves at once.
 */
export function handoffUrl(href: string): string {
  const url = new URL(href, window.location.href);
  if (url.origin === window.location.origin) return url.href;
  const start = new URL(`${url.origin}${API_GATEWAY_PATH}/login/handoffStart`);
  start.search = new URLSearchParams({ from: window.location.origin, to: `${url.pathname}${url.search}` }).toString();
  return start.href;
}

/**
 * On arrival: the hand-off ticket the address came with (taken out of it at once by
 * `takeHandoffTicket`, by default now) is redeemed for a session here with the nonce cookie this
 * browser got at the hand-off's start. null when there is none or it does not log in here (a
 * ticket from elsewhere): then the usual login check runs and nothing is said.
 */
export async function consumeHandoff(ticket: string | null = takeHandoffTicket()): Promise<LoginResult | null> {
  if (!ticket || !/^ST-[A-Za-z0-9_-]{10,120}$/.test(ticket)) return null;
  return dataOf(await loginByHandoffTicket(ticket)) ?? null;
}
