import { http as mock, HttpResponse } from 'msw';
import { http } from '@/lib/http';
import { navigateTo } from '@/lib/http/navigate';
import { server, setupMswServer } from '../../mocks/server';
import { firstFetchInit } from '../helpers/fetch-init';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

setupMswServer();
beforeEach(() => navigate.mockClear());

const API = 'http://localhost:4000';
const ok = <T>(data: T) => ({ error: { errorCode: 0, message: '' }, data });

/** Answers `method url` with `answer()` and records the last request it saw. */
function capture(method: 'get' | 'post' | 'delete', url: string, answer: () => Response) {
  const seen: { request?: Request; body?: string } = {};
  server.use(
    mock[method](url, async ({ request }) => {
      seen.request = request;
      seen.body = request.method === 'GET' ? undefined : await request.clone().text();
      return answer();
    }),
  );
  return { seen };
}

describe('requests (SPEC §7)', () => {
  it('GET: /api rewritten to /case on the API host, params in the query, credentials included', async () => {
    const c = capture('get', `${API}/case/api/searchWord/id`, () => HttpResponse.json(ok(7)));
    const res = await http.get<number>('/api/searchWord/id', { word: '客厅', page: 2, skip: undefined });
    expect(res).toEqual(ok(7));
    const url = new URL(c.seen.request!.url);
    expect(url.searchParams.get('word')).toBe('客厅');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(c.seen.request!.credentials).toBe('include');
    expect(c.seen.request!.method).toBe('GET');
  });

  it('POST: JSON body by default', async () => {
    const c = capture('post', `${API}/userGroup/all`, () => HttpResponse.json(ok([])));
    await http.post('/userGroup/all', { deviceId: 'd1', deviceGroupList: ['a'], accountGroupList: [] });
    expect(c.seen.request!.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(JSON.parse(c.seen.body!)).toEqual({ deviceId: 'd1', deviceGroupList: ['a'], accountGroupList: [] });
    expect(c.seen.request!.credentials).toBe('include');
  });

  it('POST form: urlencoded, object-valued fields JSON-encoded', async () => {
    const c = capture('post', `${API}/case/api/gatherTask/checkPictures`, () => HttpResponse.json(ok(true)));
    await http.post('/api/gatherTask/checkPictures', { imgUrl: ['a.jpg', 'b.jpg'], meta: { w: 1 }, n: 1 }, { type: 'form' });
    expect(c.seen.request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    const body = new URLSearchParams(c.seen.body);
    expect(body.get('imgUrl')).toBe('["a.jpg","b.jpg"]');
    expect(body.get('meta')).toBe('{"w":1}');
    expect(body.get('n')).toBe('1');
  });

  it('DELETE: form-encoded body by default, JSON when asked', async () => {
    const c = capture('delete', `${API}/collect`, () => HttpResponse.json(ok(null)));
    await http.del('/collect', { id: 5, ids: [1, 2] });
    expect(c.seen.request!.method).toBe('DELETE');
    expect(c.seen.request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(new URLSearchParams(c.seen.body).get('ids')).toBe('[1,2]');
    expect(c.seen.request!.credentials).toBe('include');

    await http.del('/collect', { id: 5 }, { type: 'json' });
    expect(c.seen.body).toBe('{"id":5}');
  });

  it('keeps a caller content type and headers', async () => {
    const c = capture('post', `${API}/raw`, () => HttpResponse.text('ok'));
    await http.post('/raw', 'a;b', { headers: { 'content-type': 'text/plain', 'x-trace': '1' } });
    expect(c.seen.request!.headers.get('content-type')).toBe('text/plain');
    expect(c.seen.request!.headers.get('x-trace')).toBe('1');
    expect(c.seen.body).toBe('a;b');
  });

  it('POST without data sends no body and no content type', async () => {
    const c = capture('post', `${API}/logout/invalidateSession`, () => HttpResponse.json(ok(null)));
    await http.post('/logout/invalidateSession');
    expect(c.seen.body).toBe('');
    expect(c.seen.request!.headers.get('content-type')).toBeNull();
  });

  it('uses an explicit origin, and leaves absolute http(s) URLs unchanged', async () => {
    const c = capture('get', 'http://pay.test/payCenter/payNew/getOrder', () => HttpResponse.json(ok({ orderId: 'o1' })));
    server.use(
      mock.get('http://ai.test/ai/api/getUserType', () => HttpResponse.json(ok({ name: 'vip' }))),
    );
    await expect(http.get('http://pay.test/payCenter/payNew/getOrder', { orderId: 'o1' })).resolves.toEqual(ok({ orderId: 'o1' }));
    expect(new URL(c.seen.request!.url).searchParams.get('orderId')).toBe('o1');
    await expect(http.get('/ai/api/getUserType', undefined, { origin: 'http://ai.test' })).resolves.toEqual(ok({ name: 'vip' }));
  });

  it('sends native FormData bodies as multipart', async () => {
    const c = capture('post', `${API}/case/api/case/saveCase`, () => HttpResponse.json(ok(1)));
    const fd = new FormData();
    fd.append('title', '案例');
    await http.post('/api/case/saveCase', fd);
    expect(c.seen.request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('responses (SPEC §7/§8)', () => {
  it('2xx passes the parsed body through (JSON, text, form, video)', async () => {
    server.use(
      mock.get(`${API}/j`, () => HttpResponse.json(ok({ a: 1 }), { status: 201 })),
      mock.get(`${API}/t`, () => HttpResponse.text('纯文本')),
      mock.get(`${API}/f`, () => new HttpResponse('a=1&b=2', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
      mock.get(`${API}/v`, () => new HttpResponse(new Uint8Array([0, 1]), { headers: { 'content-type': 'video/mp4' } })),
      mock.get(`${API}/n`, () => new HttpResponse(null, { status: 204 })),
    );
    await expect(http.get('/j')).resolves.toEqual(ok({ a: 1 }));
    await expect(http.raw('GET', '/t')).resolves.toBe('纯文本');
    await expect(http.raw('GET', '/f')).resolves.toEqual({ a: '1', b: '2' });
    const blob = await http.raw<Blob>('GET', '/v');
    expect(blob).toBeInstanceOf(Blob);
    await expect(http.raw('GET', '/n')).resolves.toBe('');
  });

  it('401 is returned as an ordinary response (the parsed body)', async () => {
    server.use(mock.get(`${API}/account/accountInfo`, () => HttpResponse.json({ error: { errorCode: 401, message: '未登录' }, data: null }, { status: 401 })));
    await expect(http.get('/account/accountInfo')).resolves.toEqual({ error: { errorCode: 401, message: '未登录' }, data: null });
  });

  it('404 of a non-ticket call gives the empty-data shape', async () => {
    server.use(mock.get(`${API}/case/api/nothing`, () => HttpResponse.json({ error: { errorCode: 404 }, data: 'x' }, { status: 404 })));
    await expect(http.get('/api/nothing', { a: 1 })).resolves.toEqual({
      data: null,
      url: `${API}/case/api/nothing?a=1`,
      status: 404,
      location: null,
    });
  });

  it('other non-2xx become a result without throwing', async () => {
    server.use(
      mock.post(`${API}/bad`, () => HttpResponse.json({ error: { errorCode: 1001, message: '参数错误' }, data: null }, { status: 400 })),
      mock.get(`${API}/boom`, () => HttpResponse.text('Internal', { status: 500 })),
      mock.get(`${API}/busy`, () => new HttpResponse(null, { status: 503 })),
      mock.get(`${API}/moved`, () => new HttpResponse(null, { status: 307, headers: { location: '/x' } })),
    );
    await expect(http.post('/bad', {})).resolves.toEqual({ error: { errorCode: 1001, message: '参数错误' }, data: null });
    await expect(http.get('/boom')).resolves.toBe('Internal');
    await expect(http.get('/busy')).resolves.toBe('');
    await expect(http.get('/moved')).resolves.toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([301, 302])('%i sends the browser to Location (resolved against the request URL)', async (status) => {
    server.use(
      mock.get(`${API}/login/loginByToken`, () => new HttpResponse(null, { status, headers: { location: '/welcome?x=1' } })),
      mock.get(`${API}/abs`, () => new HttpResponse(null, { status, headers: { location: 'https://sso.test/login' } })),
    );
    const res = await http.get('/login/loginByToken');
    expect(navigate).toHaveBeenCalledWith(`${API}/welcome?x=1`);
    expect(res).toEqual({ data: null, url: `${API}/login/loginByToken`, status, location: '/welcome?x=1' });
    await http.get('/abs');
    expect(navigate).toHaveBeenLastCalledWith('https://sso.test/login');
  });

  it('a 302 without Location does not navigate', async () => {
    server.use(mock.get(`${API}/noloc`, () => new HttpResponse(null, { status: 302 })));
    await expect(http.get('/noloc')).resolves.toEqual({ data: null, url: `${API}/noloc`, status: 302, location: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('network failures are swallowed: undefined', async () => {
    server.use(mock.all(`${API}/down`, () => HttpResponse.error()));
    await expect(http.get('/down')).resolves.toBeUndefined();
    await expect(http.post('/down')).resolves.toBeUndefined();
  });

  it('a caller abort is swallowed too', async () => {
    server.use(mock.get(`${API}/slow`, async () => new Promise<Response>(() => undefined)));
    const ctl = new AbortController();
    const p = http.get('/slow', undefined, { signal: ctl.signal });
    ctl.abort();
    await expect(p).resolves.toBeUndefined();
  });

  it('does not add a timeout or pass Next cache options in the browser', async () => {
    server.use(mock.get(`${API}/t`, () => HttpResponse.json(ok(1))));
    const init = await firstFetchInit(() => http.get('/t', undefined, { next: { revalidate: 60, tags: ['t'] }, cache: 'no-store' }));
    expect(init.signal).toBeUndefined();
    expect(init.next).toBeUndefined();
    expect(init.cache).toBe('no-store');
    expect(init.redirect).toBe('manual');
  });
});

describe('single sign-on ticket calls (/cas/v1/tickets)', () => {
  const SSO = 'http://sso.test';
  it.each([
    [200, 'text/plain', 'ST-123', 'ST-123'],
    [201, 'application/json', JSON.stringify({ tgt: 'TGT-1' }), { tgt: 'TGT-1' }],
    [401, 'application/json', JSON.stringify({ message: 'bad credentials' }), { message: 'bad credentials' }],
  ])('%i returns {data: parsed body, url, status, location}', async (status, type, body, parsed) => {
    server.use(
      mock.post(`${SSO}/cas/v1/tickets`, () =>
        new HttpResponse(body, { status, headers: { 'content-type': type, location: `${SSO}/cas/v1/tickets/TGT-1` } }),
      ),
    );
    const res = await http.ticket('POST', `${SSO}/cas/v1/tickets`, { username: 'u', password: 'p' }, { type: 'form' });
    expect(res).toEqual({ data: parsed, url: `${SSO}/cas/v1/tickets`, status, location: `${SSO}/cas/v1/tickets/TGT-1` });
  });

  it.each([400, 403, 404, 500, 302])('%i gives empty data with url, status and location (no navigation)', async (status) => {
    server.use(
      mock.post(`${SSO}/cas/v1/tickets/TGT-1`, () =>
        HttpResponse.json({ anything: 1 }, { status, headers: { location: 'http://elsewhere.test/' } }),
      ),
    );
    const res = await http.ticket('POST', `${SSO}/cas/v1/tickets/TGT-1`, { service: 's' });
    expect(res).toEqual({ data: null, url: `${SSO}/cas/v1/tickets/TGT-1`, status, location: 'http://elsewhere.test/' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a relative ticket path gets the host too', async () => {
    server.use(mock.get(`${API}/cas/v1/tickets/x`, () => HttpResponse.text('ok')));
    await expect(http.ticket('GET', '/cas/v1/tickets/x')).resolves.toEqual({ data: 'ok', url: `${API}/cas/v1/tickets/x`, status: 200, location: null });
  });

  it('network failure of a ticket call is undefined', async () => {
    server.use(mock.post(`${SSO}/cas/v1/tickets`, () => HttpResponse.error()));
    await expect(http.ticket('POST', `${SSO}/cas/v1/tickets`)).resolves.toBeUndefined();
  });
});

describe('swallowed failures are logged in development only', () => {
  const env = process.env as Record<string, string | undefined>;
  const original = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = original;
    jest.restoreAllMocks();
  });
  it('warns in development, stays quiet otherwise', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(mock.get(`${API}/down`, () => HttpResponse.error()));
    await http.get('/down');
    expect(warn).not.toHaveBeenCalled();
    env.NODE_ENV = 'development';
    await http.get('/down');
    expect(warn).toHaveBeenCalledWith(`[http] ${API}/down:`, expect.anything());
  });
});

describe('the CSRF token (docs/security.md)', () => {
  afterEach(() => {
    document.cookie = 'csrf_token=; max-age=0; path=/';
  });

  it('echoes the csrf_token cookie in X-CSRF-Token', async () => {
    document.cookie = 'csrf_token=abcdefghijklmnopqrstuvwxyz0123456789AB; path=/';
    let header: string | null = null;
    server.use(mock.post(`${API}/logout/invalidateSession`, ({ request }) => ((header = request.headers.get('x-csrf-token')), HttpResponse.json(ok({ loggedOut: true })))));
    await http.post('/logout/invalidateSession', {});
    expect(header).toBe('abcdefghijklmnopqrstuvwxyz0123456789AB');
  });

  it('a first visit refused for want of the cookie retries once with the cookie the refusal set', async () => {
    const headers: (string | null)[] = [];
    server.use(
      mock.post(`${API}/login/sendCode`, ({ request }) => {
        headers.push(request.headers.get('x-csrf-token'));
        if (headers.length === 1) {
          document.cookie = 'csrf_token=ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210ab; path=/';
          return HttpResponse.json({ error: { errorCode: 40300, message: '请求来源校验失败，请刷新页面后重试' }, data: null }, { status: 403 });
        }
        return HttpResponse.json(ok({ expiresIn: 300, resendIn: 60 }));
      }),
    );
    const res = await http.post<{ expiresIn: number }>('/login/sendCode', { phoneNo: '13800000001' });
    expect(headers).toEqual([null, 'ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210ab']);
    expect(res && 'data' in res ? res.data : null).toEqual({ expiresIn: 300, resendIn: 60 });
  });
});
