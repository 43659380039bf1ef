import { http as mock, HttpResponse } from 'msw';
import { ssoLogin } from '@/components/login/sso-login';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const API = 'http://localhost:4000';
const TGT = `${API}/cas/v1/tickets/TGT-abcdefghijklmnop`;

function cas(tgtAnswer: () => Response, stAnswer: () => Response = () => new HttpResponse('ST-0123456789abcdef', { headers: { 'content-type': 'text/plain; charset=utf-8' } })) {
  const seen: { tgtBody?: string; stBody?: string; login?: string } = {};
  server.use(
    mock.post(`${API}/cas/v1/tickets`, async ({ request }) => {
      seen.tgtBody = await request.text();
      return tgtAnswer();
    }),
    mock.post(TGT, async ({ request }) => {
      seen.stBody = await request.text();
      return stAnswer();
    }),
    mock.get(`${API}/login/ssoLogin`, ({ request }) => {
      seen.login = request.url;
      return HttpResponse.json(envelope({ accountId: 10000001, isNew: false, loginType: 4 }));
    }),
  );
  return seen;
}

const granted = () => HttpResponse.json(envelope({ ticketGrantingTicket: 'TGT-abcdefghijklmnop' }), { status: 201, headers: { Location: TGT } });

describe('single sign-on through /cas/v1/tickets', () => {
  it('posts form credentials, follows the TGT Location for a service ticket, and redeems it', async () => {
    const seen = cas(granted);
    const out = await ssoLogin('13800000001', 'Design2025');
    expect(out).toEqual({ ok: true, login: { accountId: 10000001, isNew: false, loginType: 4 } });
    expect(seen.tgtBody).toBe('username=13800000001&password=Design2025');
    expect(seen.stBody).toBe(`service=${encodeURIComponent(`${API}/login/ssoLogin`)}`);
    expect(seen.login).toBe(`${API}/login/ssoLogin?ticket=ST-0123456789abcdef&service=${encodeURIComponent(`${API}/login/ssoLogin`)}`);
  });

  it('reads the 401 body for the message', async () => {
    cas(() => HttpResponse.json(envelope(null, 41003, '账号或密码错误'), { status: 401 }));
    expect(await ssoLogin('13800000001', 'bad')).toEqual({ ok: false, message: '账号或密码错误' });
  });

  it.each([
    [429, '登录尝试过于频繁，请稍后再试'],
    [403, '该账号已停用，如有疑问请联系客服'],
    [400, '请输入正确的账号和密码'],
    [500, '账号或密码错误'],
  ])('tells a %i by its status (ticket calls carry no body there)', async (status, message) => {
    cas(() => HttpResponse.json(envelope(null, 1, 'ignored'), { status }));
    expect(await ssoLogin('13800000001', 'x')).toEqual({ ok: false, message });
  });

  it('fails cleanly when no service ticket comes back', async () => {
    cas(granted, () => HttpResponse.json(envelope(null, 41013, '单点登录票据无效或已过期，请重新登录'), { status: 401 }));
    expect(await ssoLogin('13800000001', 'Design2025')).toEqual({ ok: false, message: '单点登录票据已失效，请重新登录' });
  });

  it('reports a network failure', async () => {
    server.use(mock.post(`${API}/cas/v1/tickets`, () => HttpResponse.error()));
    expect(await ssoLogin('13800000001', 'x')).toEqual({ ok: false, message: '网络异常，请稍后重试' });
  });
});
