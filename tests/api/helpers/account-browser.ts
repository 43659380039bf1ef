import type { Envelope } from '../../../lib/api/envelope';
import type { CodeScene, SliderChallenge, SliderCheckResult, SliderPass } from '../../../lib/api/contract/account';
import { solvePow } from '../../../backend/src/services/account/slider';

/** Slightly over the API's shortest human solve time (MIN_SOLVE_MS). */
const SOLVE_MS = 450;

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  text: string;
  setCookies: string[];
}

/**
 * A minimal browser for API tests: keeps the API's cookies (Set-Cookie in, Cookie out) so
 * sessions, slider permits and QR scenes behave as they do for a real visitor.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `asSite`: behave as the site's script does, echoing the API's csrf_token cookie in X-CSRF-Token. */
  constructor(
    readonly base: string,
    readonly asSite = true,
  ) {}

  private remember(lines: string[]): void {
    for (const line of lines) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, form = false, extraHeaders: Record<string, string> = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...extraHeaders };
    // Like the site: the first visit gets the API's cookies (the CSRF token among them) before acting.
    if (this.asSite && !this.cookies.has('csrf_token') && path !== '/activity/group/time') await this.get('/activity/group/time');
    if (this.asSite && this.cookies.has('csrf_token')) headers['x-csrf-token'] = this.cookies.get('csrf_token')!;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    let bytes: Buffer | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = 'application/octet-stream';
      bytes = body;
    } else if (body !== undefined) {
      if (form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] ??= 'application/json';
        payload = typeof body === 'string' ? body : JSON.stringify(body);
      }
    }
    const res = await fetch(this.base + path, { method, headers, body: bytes ? new Uint8Array(bytes) : payload, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    this.remember(setCookies);
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      parsed = { error: { errorCode: -1, message: 'not json' }, data: null as T };
    }
    return { status: res.status, headers: res.headers, body: parsed, text, setCookies };
  }

  /** A raw fetch of any URL with this browser's cookies (a download link works only with its owner's login). */
  fetch(url: string | URL, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(url, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown, form = false): Promise<Answer<T>> {
    return this.request<T>('POST', path, body ?? {}, form);
  }

  /** Solves the slider the way a person would (the gap position comes from the test-only read-back). */
  async sliderPass(phoneNo: string, scene: CodeScene = 'login'): Promise<SliderPass> {
    const ch = (await this.post<SliderChallenge>('/register/sliderChallenge', { phoneNo, scene })).body.data;
    // Timed from the challenge's answer: the first call of a browser also fetches its CSRF cookie first.
    const asked = Date.now();
    if (ch.code === 100) return { token: ch.token!, sessionId: ch.sessionId, sign: ch.sign! };
    if (ch.code !== 400) throw new Error(`unexpected slider code ${ch.code}`);
    const { x } = (await this.get<{ x: number }>(`/test/sliderTarget?sessionId=${ch.sessionId}`)).body.data;
    // A person needs a moment: the API times the solve on its own clock.
    await new Promise((r) => setTimeout(r, Math.max(0, SOLVE_MS - (Date.now() - asked))));
    const nonce = solvePow(ch.powSalt!, ch.powBits!);
    const check = (await this.post<SliderCheckResult>('/register/sliderCheck', { sessionId: ch.sessionId, x, elapsedMs: 900, nonce })).body.data;
    if (check.code !== 200) throw new Error(`slider check answered ${check.code}`);
    return { token: check.token!, sessionId: check.sessionId!, sign: check.sign! };
  }

  /** Slider, verification, then POST /login/sendCode; answers the sendCode response. */
  async sendCode(phoneNo: string, scene: CodeScene = 'login'): Promise<Answer<unknown>> {
    const pass = await this.sliderPass(phoneNo, scene);
    const verified = await this.post('/register/slidingVerification', { ...pass, phoneNo, remoteIp: '127.0.0.1' });
    if (verified.body.error.errorCode !== 0) throw new Error(`slidingVerification: ${verified.body.error.message}`);
    return this.post('/login/sendCode', { phoneNo, scene });
  }

  async lastCode(phone: string): Promise<string> {
    return (await this.get<{ code: string }>(`/test/lastCode?phone=${phone}`)).body.data.code;
  }

  /** A full phone-code login (registers unknown phones). */
  async loginByCode(phoneNo: string): Promise<Answer<{ accountId: number; isNew: boolean; loginType: number }>> {
    const sent = await this.sendCode(phoneNo);
    if (sent.body.error.errorCode !== 0) throw new Error(`sendCode: ${sent.body.error.message}`);
    return this.post('/login/loginByVerifyCode', { phoneNo, code: await this.lastCode(phoneNo) });
  }
}

/** Asserts a 4xx envelope with a Chinese message (never a 500). */
export function expectRefused(r: Answer<unknown>, status?: number, errorCode?: number): void {
  if (status !== undefined) expect(r.status).toBe(status);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  if (errorCode !== undefined) expect(r.body.error.errorCode).toBe(errorCode);
  expect(r.body.error.errorCode).not.toBe(0);
  expect(r.body.error.message).toMatch(/[\u4e00-\u9fff]/);
}

/** A fresh member logged in by SMS code, one phone number after another under `prefix` (7 digits). */
export function members(base: () => string, prefix: string): () => Promise<Browser> {
  let n = 0;
  return async () => {
    const b = new Browser(base());
    const phone = `${prefix}${String(++n).padStart(4, '0')}`;
    const r = await b.loginByCode(phone);
    if (r.body.error.errorCode !== 0) throw new Error(`login of ${phone}: ${r.body.error.message}`);
    return b;
  };
}

/** A browser logged in with a demo account's password (`API_ENV` not production). */
export async function demoLogin(base: string, phone: string): Promise<Browser> {
  const b = new Browser(base);
  const r = await b.get('/login/loginByPsw?phoneNo=' + phone + '&password=Design2025');
  if (r.body.error.errorCode !== 0) throw new Error(`login of ${phone}: ${r.body.error.message}`);
  return b;
}
