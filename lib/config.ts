import { BEACON_PATHS, type Beacon } from '@/lib/api/contract/tracking';

/**
 * Origins and settings read from the environment.
 *
 * Environment variables (the source list for .env.example):
 *
 *   NEXT_PUBLIC_API_ORIGIN          API origin the browser calls. Inlined at build time. Default:
 *                                   the site's own /api-gw forwarder on the current host, so every
 *                                   call (and cookie) is first-party on every channel host.
 *                                   Production may instead name api.{domain} (same registrable domain).
 *   API_INTERNAL_ORIGIN             API origin the site's server calls. Read at run time.
 *                                   Default http://127.0.0.1:4000.
 *   NEXT_PUBLIC_USER_API_ORIGIN     SPEC §7 {user-api} host (e.g. /address/ip). Default: the API origin.
 *   NEXT_PUBLIC_CASE_API_ORIGIN     SPEC §7 {case-api} host (words, search patterns). Default: the API origin.
 *   NEXT_PUBLIC_AI_ORIGIN           SPEC §7 {ai host} (/ai/api/getUserType). Default: the API origin.
 *   NEXT_PUBLIC_PAY_ORIGIN          SPEC §7 {payment host} (/payCenter/...). Default: the API origin.
 *   NEXT_PUBLIC_COMMODITY_ORIGIN    SPEC §7 separate host of /commodityArea/list. Default: the API origin.
 *   NEXT_PUBLIC_SSO_ORIGIN          Single sign-on ticket host (/cas/v1/tickets). Default: the API origin.
 *   NEXT_PUBLIC_RENDER_SITE_ORIGIN  External rendering-image site of search type 3.
 *                                   Default http://rendering.localhost:3000 (the site's own rendering channel).
 *   NEXT_PUBLIC_TRACK_CASE_URL      SPEC §7 case beacon (case events). Default: {browser API origin}/track/case.gif.
 *   NEXT_PUBLIC_TRACK_INS_URL       SPEC §7 inspiration beacon (images, image sets). Default: {browser API origin}/track/ins.gif.
 *   NEXT_PUBLIC_TRACK_MAIN_URL      SPEC §7 main beacon (models, terms, authors, effect images, texts). Default: {browser API origin}/track/main.gif.
 *   NEXT_PUBLIC_CLIENT_VERSION      client_version of tracking events. Default: package.json version (next.config.js).
 *   NEXT_PUBLIC_BASE_PATH           Router base of the search targets when no window.__BASE_PATH__ is set. Default '/'.
 *   SITE_DOMAIN                     Production domain: {channel}.{domain}, www.{domain} and {domain}
 *                                   map to channels. Unset in development (*.localhost hosts).
 *   SESSION_SECRET                  iron-session password, at least 32 characters. Unset: a random
 *                                   secret is generated once and kept in .next/cache/session-secret.
 *   API_TIMEOUT_MS                  Timeout of server-side API calls in ms. Default 4000.
 *   API_RENDER_BUDGET_MS            What one page render may wait for the API in all, in ms, from its
 *                                   first call (then its calls resolve "unavailable": 503). Default 2500.
 *   GROUPS_TIMEOUT_MS               Timeout of /site-api/visitor's experiment-group call in ms. Default 1500.
 *   OSS_PUBLIC_ORIGIN               (reference API) public origin of its object-storage images.
 *   PORT / API_PORT                 (scripts) site and reference API ports, 3000 / 4000.
 *
 * NEXT_PUBLIC_* values are read as literal `process.env.NEXT_PUBLIC_X` expressions on purpose:
 * Next inlines only those, a computed `process.env[name]` stays undefined in the browser.
 * They are read inside functions (not at import) so tests and the server see the current env.
 */

const DEFAULT_API_ORIGIN = 'http://localhost:4000';
/** The path of the site's same-origin API forwarder (app/api-gw). */
export const API_GATEWAY_PATH = '/api-gw';
const DEFAULT_INTERNAL_API_ORIGIN = 'http://127.0.0.1:4000';
const DEFAULT_RENDER_SITE_ORIGIN = 'http://rendering.localhost:3000';
const DEFAULT_API_TIMEOUT_MS = 4000;
const DEFAULT_GROUPS_TIMEOUT_MS = 1500;
/** Below 3 s with the render around it: a hung API costs an uncached page at most this (issue 36). */
const DEFAULT_API_RENDER_BUDGET_MS = 2500;

/** Trims, drops trailing slashes; empty means "not set". */
function clean(value: string | undefined): string | undefined {
  const v = value?.trim().replace(/\/+$/, '');
  return v ? v : undefined;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const isServer = (): boolean => typeof window === 'undefined';

/**
 * The API origin the browser calls: NEXT_PUBLIC_API_ORIGIN, else the site's own forwarder on the
 * current host (first-party cookies on every channel, docs/security.md). Off the browser (tests,
 * tools) without a window, the reference API's public origin.
 */
export function publicApiOrigin(): string {
  const configured = clean(process.env.NEXT_PUBLIC_API_ORIGIN);
  if (configured) return configured;
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') return `${window.location.origin}${API_GATEWAY_PATH}`;
  return DEFAULT_API_ORIGIN;
}

/** The API origin the site's server calls (loopback by default, never the public name). */
export function internalApiOrigin(): string {
  return clean(process.env.API_INTERNAL_ORIGIN) ?? DEFAULT_INTERNAL_API_ORIGIN;
}

/** The API origin for the side this code runs on. */
export function apiOrigin(): string {
  return isServer() ? internalApiOrigin() : publicApiOrigin();
}

/** The per-area hosts of SPEC §7. */
export type ApiArea = 'api' | 'userApi' | 'caseApi' | 'ai' | 'pay' | 'commodity' | 'sso';

/** Explicit per-area overrides; each literal so Next can inline it. */
function areaOverride(area: ApiArea): string | undefined {
  switch (area) {
    case 'userApi':
      return clean(process.env.NEXT_PUBLIC_USER_API_ORIGIN);
    case 'caseApi':
      return clean(process.env.NEXT_PUBLIC_CASE_API_ORIGIN);
    case 'ai':
      return clean(process.env.NEXT_PUBLIC_AI_ORIGIN);
    case 'pay':
      return clean(process.env.NEXT_PUBLIC_PAY_ORIGIN);
    case 'commodity':
      return clean(process.env.NEXT_PUBLIC_COMMODITY_ORIGIN);
    case 'sso':
      return clean(process.env.NEXT_PUBLIC_SSO_ORIGIN);
    default:
      return undefined;
  }
}

/**
 * Origin of one API area. Unset areas follow apiOrigin(), so on the server they use the
 * internal origin too and one variable moves the whole site to another API.
 */
export function areaOrigin(area: ApiArea): string {
  return areaOverride(area) ?? apiOrigin();
}

export const userApiOrigin = (): string => areaOrigin('userApi');
export const caseApiOrigin = (): string => areaOrigin('caseApi');
export const aiOrigin = (): string => areaOrigin('ai');
export const payOrigin = (): string => areaOrigin('pay');
export const commodityOrigin = (): string => areaOrigin('commodity');
export const ssoOrigin = (): string => areaOrigin('sso');

/** Search type 3's external rendering-image site. */
export function renderSiteOrigin(): string {
  return clean(process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN) ?? DEFAULT_RENDER_SITE_ORIGIN;
}

/** Production domain for host → channel, without scheme or port; undefined in development. */
export function siteDomain(): string | undefined {
  return clean(process.env.SITE_DOMAIN)?.toLowerCase().replace(/^\.+/, '');
}

/** Timeout of server-side API calls. */
export function apiTimeoutMs(): number {
  return positiveInt(process.env.API_TIMEOUT_MS, DEFAULT_API_TIMEOUT_MS);
}

/** What one server render may wait for the API in all, from its first call (lib/http/render-budget.ts). */
export function apiRenderBudgetMs(): number {
  return positiveInt(process.env.API_RENDER_BUDGET_MS, DEFAULT_API_RENDER_BUDGET_MS);
}

/** Timeout of /site-api/visitor's experiment-group call: short, a slow API must not hold the visit. */
export function groupsTimeoutMs(): number {
  return positiveInt(process.env.GROUPS_TIMEOUT_MS, DEFAULT_GROUPS_TIMEOUT_MS);
}

/** A tracking beacon's URL (SPEC §7): configured, else the reference API's path on the browser's API origin. */
export function beaconUrl(beacon: Beacon): string {
  const configured =
    beacon === 'case'
      ? clean(process.env.NEXT_PUBLIC_TRACK_CASE_URL)
      : beacon === 'ins'
        ? clean(process.env.NEXT_PUBLIC_TRACK_INS_URL)
        : clean(process.env.NEXT_PUBLIC_TRACK_MAIN_URL);
  return configured ?? `${publicApiOrigin()}${BEACON_PATHS[beacon]}`;
}

/** client_version of tracking events. */
export function clientVersion(): string {
  return clean(process.env.NEXT_PUBLIC_CLIENT_VERSION) ?? '0.0.0';
}

/** Router base from the build env; components/search/targets.ts prefers a global window.__BASE_PATH__. */
export function envBasePath(): string | undefined {
  return clean(process.env.NEXT_PUBLIC_BASE_PATH);
}
