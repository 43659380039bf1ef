import type { Page } from '@playwright/test';
import { solvePow } from '../../../backend/src/services/account/slider';

// Logs accounts in through the site's own /api-gw forwarder with the page's cookie jar, as the
// site's script would (CSRF header echoed), without driving the login UI — for tests whose
// subject is something else. The e2e API runs in test mode, so SMS codes and slider answers
// can be read back at /test/*.
const API = `http://localhost:${process.env.API_PORT ?? 4000}`;

// Node's request context cannot resolve `*.localhost` (the browser maps it to loopback), so on a
// channel host the calls are made by the page itself, with the same cookies and Origin.
const onChannelHost = (page: Page) => /^https?:\/\/[^/]+\.localhost[:/]/.test(page.url());

async function csrf(page: Page): Promise<string> {
  const jar = async () => (await page.context().cookies(onChannelHost(page) ? page.url() : undefined)).find((c) => c.name === 'csrf_token')?.value;
  let token = await jar();
  if (!token) {
    if (onChannelHost(page)) await page.evaluate(() => fetch('/api-gw/activity/group/time').then(() => undefined));
    else await page.request.get('/api-gw/activity/group/time');
    token = await jar();
  }
  return token!;
}

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  type Envelope = { error: { errorCode: number; message: string }; data: T };
  const once = async (): Promise<Envelope> => {
    const headers = { 'x-csrf-token': await csrf(page) };
    return onChannelHost(page)
      ? page.evaluate(
          async (a) => (await fetch(`/api-gw${a.path}`, { method: a.method, headers: { ...a.headers, 'content-type': 'application/json' }, body: a.method === 'POST' ? JSON.stringify(a.body ?? {}) : undefined })).json(),
          { method, path, body, headers },
        )
      : (method === 'GET' ? await page.request.get(`/api-gw${path}`, { headers }) : await page.request.post(`/api-gw${path}`, { headers, data: body ?? {} })).json();
  };
  let json = await once();
  // The page's own first API calls may replace the CSRF cookie just after it was read: once more
  // with the cookie the browser now holds.
  if (json.error.errorCode === 40300) {
    await page.waitForTimeout(500);
    json = await once();
  }
  if (json.error.errorCode !== 0) throw new Error(`${path}: ${json.error.errorCode} ${json.error.message}`);
  return json.data;
}

/** A phone number no other test (or retry) uses. */
export function newPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function loginByPassword(page: Page, phone: string, password = 'Design2025'): Promise<void> {
  await call(page, 'GET', `/login/loginByPsw?phoneNo=${phone}&password=${password}`);
}

/** Registers and logs in a new account by SMS code (slider solved from the read-back, with its proof of work). */
export async function loginNewAccount(page: Page, phone = newPhone()): Promise<string> {
  // The page's own first API calls may each be handed a new api_sid (and CSRF) cookie; the slider
  // is bound to the api_sid it was opened with, so start once they are done.
  if (onChannelHost(page)) await page.waitForLoadState('networkidle');
  const ch = await call<{ sessionId: string; powSalt: string; powBits: number }>(page, 'POST', '/register/sliderChallenge', { phoneNo: phone });
  const x = ((await (await page.request.get(`${API}/test/sliderTarget?sessionId=${ch.sessionId}`)).json()) as { data: { x: number } }).data.x;
  await page.waitForTimeout(500);
  const pass = await call<{ token: string; sessionId: string; sign: string }>(page, 'POST', '/register/sliderCheck', { sessionId: ch.sessionId, x, elapsedMs: 900, nonce: solvePow(ch.powSalt, ch.powBits) });
  await call(page, 'POST', '/register/slidingVerification', { ...pass, phoneNo: phone, remoteIp: '' });
  await call(page, 'POST', '/login/sendCode', { phoneNo: phone, scene: 'login' });
  const code = ((await (await page.request.get(`${API}/test/lastCode?phone=${phone}`)).json()) as { data: { code: string } }).data.code;
  await call(page, 'POST', '/login/loginByVerifyCode', { phoneNo: phone, code });
  return phone;
}

/** The account's orders, through the forwarder. */
export async function orders(page: Page): Promise<{ orderId: string; status: string; planId: string | null }[]> {
  return (await call<{ items: { orderId: string; status: string; planId: string | null }[] }>(page, 'GET', '/payCenter/order/list')).items;
}

/** The first item of a kind matching a filter, from the API's list (for picking test subjects). */
export async function pickItem(page: Page, kind: string, vip: boolean): Promise<{ id: number; title: string }> {
  const res = await page.request.get(`${API}/case/api/content/list?kind=${kind}&vip=${vip ? 1 : 0}&pageSize=40`);
  const list = ((await res.json()) as { data: { list: { id: number; title: string; price: number; vip: boolean }[] } }).data.list;
  const item = list.find((i) => i.vip === vip && (vip || i.price === 0));
  if (!item) throw new Error(`no ${vip ? 'VIP' : 'free'} ${kind} item`);
  return item;
}

/** A public collect folder holding one item, owned by the logged-in account; its id. */
export async function publicFolder(page: Page, name: string, itemId: number): Promise<number> {
  const folder = await call<{ id: number }>(page, 'POST', '/case/api/collect/folder/create', { name, public: true });
  await call(page, 'POST', '/case/api/collect/add', { itemId, folderId: folder.id });
  return folder.id;
}
