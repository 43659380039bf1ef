import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { QR_POLL_MS, useQrLogin } from '@/components/login/use-qr-login';
import { devQrShortcut, isLoopbackUrl, QR_SVG_OPTIONS } from '@/components/login/qr-image';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { freshSwrWrapper } from '../helpers/swr';
import { advance, fakeTimersPerTest } from '../helpers/timers';

setupMswServer();

const wrapper = freshSwrWrapper();
const LOGIN = { accountId: 10000009, isNew: true, loginType: 2 };

function qrApi(kind: 'mp' | 'mini', statuses: object[], expireSeconds = 120) {
  let codes = 0;
  let polls = 0;
  const seen: string[] = [];
  const create = kind === 'mp' ? '*/wechat/public/getLoginQRCode' : '*/ins/api/wechat/getMiniQRCode';
  const poll = kind === 'mp' ? '*/wechat/public/loginScan' : '*/ins/api/wechat/cheakScan';
  server.use(
    mock.get(create, ({ request }) => {
      codes += 1;
      seen.push(request.url);
      return HttpResponse.json(envelope({ sceneId: `scene_${codes}_aaaaaaaaaaaaaaaa`, url: `http://localhost:4000/wechat/confirm?scene=scene_${codes}`, expireSeconds }));
    }),
    mock.get(poll, ({ request }) => {
      seen.push(request.url);
      const answer = statuses[Math.min(polls++, statuses.length - 1)]!;
      return 'status' in answer ? HttpResponse.json(envelope(answer)) : HttpResponse.json(answer, { status: 404 });
    }),
  );
  return { seen, codes: () => codes };
}

fakeTimersPerTest();
const tick = (ms = QR_POLL_MS) => advance(ms);

describe('useQrLogin', () => {
  it('draws the QR URL with qrcode and follows waiting → scanned → confirmed (public account)', async () => {
    const api = qrApi('mp', [{ status: 0 }, { status: 1 }, { status: 2, login: LOGIN }]);
    const onLogin = jest.fn();
    const { result } = renderHook(() => useQrLogin('mp', true, onLogin), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    const svg = await QRCode.toString('http://localhost:4000/wechat/confirm?scene=scene_1', QR_SVG_OPTIONS);
    expect(result.current.image).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    await tick();
    expect(result.current.phase).toBe('waiting');
    await tick();
    expect(result.current.phase).toBe('scanned');
    await tick();
    expect(result.current.phase).toBe('done');
    expect(onLogin).toHaveBeenCalledWith(LOGIN);
    await tick(10_000);
    expect(api.seen.filter((u) => u.includes('loginScan'))).toHaveLength(3);
  });

  it('uses getMiniQRCode and cheakScan for the mini program', async () => {
    const api = qrApi('mini', [{ status: 0 }]);
    const { result } = renderHook(() => useQrLogin('mini', true, jest.fn()), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    await tick();
    expect(api.seen[0]).toContain('/ins/api/wechat/getMiniQRCode?page=pages%2Flogin%2Findex&forwardParam=web-login');
    expect(api.seen[1]).toMatch(/\/ins\/api\/wechat\/cheakScan\?sceneId=scene_1_/);
  });

  it('expires with the code’s lifetime and fetches a new code on refresh', async () => {
    const api = qrApi('mp', [{ status: 0 }], 4);
    const { result } = renderHook(() => useQrLogin('mp', true, jest.fn()), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    await tick();
    await tick();
    await tick();
    expect(result.current.phase).toBe('expired');
    const polls = api.seen.length;
    await tick(10_000);
    expect(api.seen.length).toBe(polls);
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    expect(api.codes()).toBe(2);
    expect(result.current.url).toContain('scene_2');
  });

  it.each([
    ['the API says expired (3)', [{ status: 3 }], 'expired'],
    ['the phone cancelled (4)', [{ status: 4 }], 'cancelled'],
    ['the API no longer knows the scene (404)', [envelope(null, 41010, '二维码不存在或已失效，请刷新二维码')], 'expired'],
  ])('stops when %s', async (_label, statuses, phase) => {
    qrApi('mp', statuses);
    const { result } = renderHook(() => useQrLogin('mp', true, jest.fn()), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('waiting'));
    await tick();
    expect(result.current.phase).toBe(phase);
  });

  it('does nothing while the panel is hidden, and shows an error when no code comes', async () => {
    const api = qrApi('mp', [{ status: 0 }]);
    renderHook(() => useQrLogin('mp', false, jest.fn()), { wrapper });
    await tick(5000);
    expect(api.codes()).toBe(0);
    server.use(mock.get('*/wechat/public/getLoginQRCode', () => HttpResponse.error()));
    const { result } = renderHook(() => useQrLogin('mp', true, jest.fn()), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('error'));
  });

  it('knows when a phone could not open the URL', () => {
    expect(isLoopbackUrl('http://localhost:4000/wechat/confirm?scene=a')).toBe(true);
    expect(isLoopbackUrl('http://interior.localhost:4000/x')).toBe(true);
    expect(isLoopbackUrl('https://api.example.com/wechat/confirm')).toBe(false);
    expect(isLoopbackUrl('nonsense')).toBe(false);
  });

  it('offers the open-here shortcut only in a development build (no development text in production)', () => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    try {
      env.NODE_ENV = 'development';
      expect(devQrShortcut('http://localhost:4000/wechat/confirm?scene=a')).toBe(true);
      expect(devQrShortcut('https://api.example.com/wechat/confirm')).toBe(false);
      expect(devQrShortcut(null)).toBe(false);
      env.NODE_ENV = 'production';
      expect(devQrShortcut('http://localhost:4000/wechat/confirm?scene=a')).toBe(false);
    } finally {
      env.NODE_ENV = before;
    }
  });
});
