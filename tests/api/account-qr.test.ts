import type { AccountInfo, QrLoginCode, QrScanResult } from '../../lib/api/contract/account';
import { Browser, expectRefused } from './helpers/account-browser';
import { serverForFile } from './helpers/server';

const s = serverForFile({ seedSize: 500 });

const WAYS = [
  { name: 'public account', create: '/wechat/public/getLoginQRCode', poll: '/wechat/public/loginScan', loginType: 2 },
  { name: 'mini program', create: '/ins/api/wechat/getMiniQRCode?page=pages/login/index&forwardParam=web', poll: '/ins/api/wechat/cheakScan', loginType: 3 },
] as const;

/** The confirm page's form fields, as a phone's browser would submit them. */
function formOf(html: string): Record<string, string> {
  const scene = /name="scene" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const nickname = /id="nickname" name="nickname" maxlength="20" value="([^"]*)"/.exec(html)?.[1] ?? '';
  return { scene, nickname };
}

describe.each(WAYS)('QR login: $name', ({ create, poll, loginType }) => {
  it('logs the waiting browser in once the QR URL is opened and confirmed', async () => {
    const desktop = new Browser(s.base);
    const phone = new Browser(s.base);
    const code = (await desktop.get<QrLoginCode>(create)).body.data;
    expect(code.expireSeconds).toBe(120);
    expect(code.url).toBe(`${s.base}/wechat/confirm?scene=${code.sceneId}`);

    expect((await desktop.get<QrScanResult>(`${poll}?sceneId=${code.sceneId}`)).body.data).toEqual({ status: 0 });
    const page = await phone.get(code.url.slice(s.base.length));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('确认登录');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect((await desktop.get<QrScanResult>(`${poll}?sceneId=${code.sceneId}`)).body.data).toEqual({ status: 1 });

    const done = await phone.post('/wechat/confirm', { ...formOf(page.text), nickname: '扫码用户', action: 'confirm' }, true);
    expect(done.text).toContain('登录成功');

    const scan = await desktop.get<QrScanResult>(`${poll}?sceneId=${code.sceneId}`);
    expect(scan.body.data.status).toBe(2);
    expect(scan.body.data.login).toMatchObject({ loginType, isNew: false });
    expect(scan.setCookies.some((c) => c.startsWith('api_login='))).toBe(true);
    const info = (await desktop.get<AccountInfo>('/account/accountInfo')).body.data;
    expect(info).toMatchObject({ wxBound: true, loginType, phone: null });
    expect((await desktop.get('/wechat/public/isBindWxMp')).body.data).toEqual({ bind: true });

    // The login happens once; the phone is not logged in by confirming.
    const replay = await desktop.get<QrScanResult>(`${poll}?sceneId=${code.sceneId}`);
    expect(replay.body.data).toEqual({ status: 2 });
    expect(replay.setCookies.some((c) => c.startsWith('api_login='))).toBe(false);
    expect((await phone.get('/account/accountInfo')).body.error.errorCode).toBe(41006);
  });
});

describe('QR login rules', () => {
  it('keeps one WeChat identity per phone browser (same account on the next scan)', async () => {
    const phone = new Browser(s.base);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const desktop = new Browser(s.base);
      const code = (await desktop.get<QrLoginCode>('/wechat/public/getLoginQRCode')).body.data;
      const page = await phone.get(code.url.slice(s.base.length));
      await phone.post('/wechat/confirm', { ...formOf(page.text), action: 'confirm' }, true);
      ids.push((await desktop.get<QrScanResult>(`/wechat/public/loginScan?sceneId=${code.sceneId}`)).body.data.login!.accountId);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('answers cancelled (4) when the phone cancels', async () => {
    const desktop = new Browser(s.base);
    const phone = new Browser(s.base);
    const code = (await desktop.get<QrLoginCode>('/wechat/public/getLoginQRCode')).body.data;
    const page = await phone.get(code.url.slice(s.base.length));
    expect((await phone.post('/wechat/confirm', { ...formOf(page.text), action: 'cancel' }, true)).text).toContain('已取消');
    expect((await desktop.get<QrScanResult>(`/wechat/public/loginScan?sceneId=${code.sceneId}`)).body.data).toEqual({ status: 4 });
  });

  it('expires after 120 s: polling says 3 and the confirm page says so', async () => {
    const desktop = new Browser(s.base);
    const code = (await desktop.get<QrLoginCode>('/wechat/public/getLoginQRCode')).body.data;
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 121_000);
    try {
      expect((await desktop.get<QrScanResult>(`/wechat/public/loginScan?sceneId=${code.sceneId}`)).body.data).toEqual({ status: 3 });
      const page = await new Browser(s.base).get(code.url.slice(s.base.length));
      expect(page.status).toBe(410);
      expect(page.text).toContain('二维码已失效');
      const late = await new Browser(s.base).post('/wechat/confirm', { scene: code.sceneId, action: 'confirm' }, true);
      expect(late.status).toBe(410);
    } finally {
      spy.mockRestore();
    }
  });

  it('only lets the browser that asked poll its scene, and only with the matching way', async () => {
    const desktop = new Browser(s.base);
    const code = (await desktop.get<QrLoginCode>('/wechat/public/getLoginQRCode')).body.data;
    expectRefused(await new Browser(s.base).get(`/wechat/public/loginScan?sceneId=${code.sceneId}`), 403, 41015);
    expectRefused(await desktop.get(`/ins/api/wechat/cheakScan?sceneId=${code.sceneId}`), 404, 41010);
    expectRefused(await desktop.get(`/wechat/public/loginScan?sceneId=${'a'.repeat(24)}`), 404, 41010);
  });

  it.each([
    ['/wechat/public/loginScan'],
    ['/wechat/public/loginScan?sceneId='],
    ["/wechat/public/loginScan?sceneId=1'%20OR%20'1'='1"],
    ['/ins/api/wechat/cheakScan?sceneId=%3Cscript%3E'],
    ['/ins/api/wechat/getMiniQRCode?page=..%5C..%5Cetc'],
    ['/wechat/public/isBindWxMp?deviceId=%00'],
  ])('refuses %s with a 400 envelope', async (path) => {
    expectRefused(await new Browser(s.base).get(path), 400);
  });

  it('answers garbage confirm requests with a plain HTML page, never a 500', async () => {
    const b = new Browser(s.base);
    expect((await b.get('/wechat/confirm?scene=%3Cscript%3Ealert(1)%3C/script%3E')).status).toBe(404);
    expect((await b.get('/wechat/confirm')).status).toBe(404);
    const bad = await b.post('/wechat/confirm', { scene: 'x', action: 'confirm' }, true);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('请求无效');
    // An unknown scene is answered like a dead one: nothing to confirm.
    expect((await b.post('/wechat/confirm', { scene: 'a'.repeat(24), action: 'confirm' }, true)).status).toBe(410);
  });

  it('says "not bound" to guests', async () => {
    expect((await new Browser(s.base).get('/wechat/public/isBindWxMp?deviceId=abcdefgh1234')).body.data).toEqual({ bind: false });
  });
});
