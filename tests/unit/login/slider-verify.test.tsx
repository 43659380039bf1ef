import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { useSliderVerify } from '@/components/login/use-slider-verify';
import { useSmsCode } from '@/components/login/use-sms-code';
import { powZeroBits } from '@/backend/src/services/account/slider';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

setupMswServer();

const PASS = { token: 'tok_aaaaaaaaaaaa', sign: 'sig_bbbbbbbbbbbb' };
let challenges = 0;

function puzzle(code = 400, extra: object = {}) {
  challenges += 1;
  const sessionId = `sess_${challenges}_xxxxxxxx`;
  return envelope({ code, sessionId, width: 300, height: 100, pieceSize: 40, pieceY: 20, background: 'data:image/png;base64,AA==', piece: 'data:image/png;base64,AA==', expiresIn: 120, powSalt: sessionId, powBits: 8, ...extra });
}

/** The challenge answers `first`; each check answers the next of `checks`. */
function api(first: ReturnType<typeof puzzle> | (() => ReturnType<typeof puzzle>), checks: object[]) {
  const seen = { challenge: 0, check: [] as unknown[], verify: [] as unknown[], send: [] as unknown[] };
  let i = 0;
  server.use(
    mock.post('*/register/sliderChallenge', () => {
      seen.challenge += 1;
      return HttpResponse.json(typeof first === 'function' ? first() : first);
    }),
    mock.post('*/register/sliderCheck', async ({ request }) => {
      seen.check.push(await request.json());
      return HttpResponse.json(envelope(checks[Math.min(i++, checks.length - 1)]));
    }),
  );
  return seen;
}

describe('useSliderVerify: every SPEC §4 code', () => {
  beforeEach(() => {
    challenges = 0;
  });

  it('400 shows the puzzle; 200 calls back true with the pass, hides the slider and resets it', async () => {
    const seen = api(() => puzzle(), [{ code: 200, sessionId: 'sess_1_xxxxxxxx', ...PASS }]);
    const onResult = jest.fn();
    const { result } = renderHook(() => useSliderVerify({ onResult }));
    await act(() => result.current.start('13800000001'));
    expect(result.current.flow).toEqual({ visible: true, checking: true, resets: 0 });
    expect(result.current.challenge?.sessionId).toBe('sess_1_xxxxxxxx');
    await act(() => result.current.release(120, 800));
    expect(seen.check).toEqual([{ sessionId: 'sess_1_xxxxxxxx', x: 120, elapsedMs: 800, nonce: expect.any(String) }]);
    // The nonce is a real proof of work for the challenge (what the API checks).
    const { nonce } = seen.check[0] as { nonce: string };
    expect(powZeroBits('sess_1_xxxxxxxx', nonce)).toBeGreaterThanOrEqual(8);
    expect(onResult).toHaveBeenCalledWith(true, { sessionId: 'sess_1_xxxxxxxx', ...PASS });
    expect(result.current.flow).toEqual({ visible: false, checking: false, resets: 1 });
  });

  it.each([800, 900])('%i calls back false, resets the widget and loads a new puzzle', async (code) => {
    const seen = api(() => puzzle(), [{ code, message: '验证未通过，请重试' }]);
    const onResult = jest.fn();
    const { result } = renderHook(() => useSliderVerify({ onResult }));
    await act(() => result.current.start('13800000001'));
    await act(() => result.current.release(30, 800));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(result.current.flow.resets).toBe(1);
    expect(result.current.flow.visible).toBe(true);
    await waitFor(() => expect(result.current.challenge?.sessionId).toBe('sess_2_xxxxxxxx'));
    expect(seen.challenge).toBe(2);
    expect(result.current.message).toBe('验证未通过，请重试');
  });

  it.each([600, 700])('%i changes nothing', async (code) => {
    api(() => puzzle(), [{ code }]);
    const onResult = jest.fn();
    const { result } = renderHook(() => useSliderVerify({ onResult }));
    await act(() => result.current.start('13800000001'));
    const before = result.current.flow;
    await act(() => result.current.release(2, 800));
    expect(onResult).not.toHaveBeenCalled();
    expect(result.current.flow).toEqual(before);
    expect(result.current.challenge?.sessionId).toBe('sess_1_xxxxxxxx');
  });

  it('100 from the challenge (a trusted browser) passes without showing a puzzle', async () => {
    api(puzzle(100, { ...PASS, background: '', piece: '' }), []);
    const onResult = jest.fn();
    const { result } = renderHook(() => useSliderVerify({ onResult }));
    await act(() => result.current.start('13800000001'));
    expect(onResult).toHaveBeenCalledWith(true, { sessionId: 'sess_1_xxxxxxxx', ...PASS });
    expect(result.current.flow.visible).toBe(false);
  });

  it('900 from the challenge (blocked) calls back false without looping', async () => {
    const seen = api(puzzle(900, { message: '验证过于频繁，请稍后再试' }), []);
    const onResult = jest.fn();
    const { result } = renderHook(() => useSliderVerify({ onResult }));
    await act(() => result.current.start('13800000001'));
    expect(onResult).toHaveBeenCalledWith(false);
    expect(seen.challenge).toBe(1);
    expect(result.current.message).toBe('验证过于频繁，请稍后再试');
  });
});

describe('useSmsCode: after the slider', () => {
  function sms(verify: object, send: object) {
    const seen = { verify: [] as unknown[], send: [] as unknown[] };
    server.use(
      mock.post('*/register/slidingVerification', async ({ request }) => {
        seen.verify.push(await request.json());
        return HttpResponse.json(verify);
      }),
      mock.post('*/login/sendCode', async ({ request }) => {
        seen.send.push(await request.json());
        return HttpResponse.json(send);
      }),
    );
    return seen;
  }

  it('errorCode 0 signals success: the slider stays hidden, the code is sent and the countdown starts', async () => {
    challenges = 0;
    api(() => puzzle(), [{ code: 200, sessionId: 'sess_1_xxxxxxxx', ...PASS }]);
    const seen = sms(envelope({ permitExpiresIn: 300 }), envelope({ expiresIn: 300, resendIn: 60 }));
    localStorage.setItem('addressIpData', JSON.stringify({ ip: '1.2.3.4', country: '中国', province: '', city: '' }));
    const onError = jest.fn();
    const onSent = jest.fn();
    const { result } = renderHook(() => useSmsCode({ scene: 'login', onError, onSent }));
    await act(() => result.current.request('13800000001'));
    await act(() => result.current.slider.release(120, 800));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ expiresIn: 300, resendIn: 60 }));
    expect(seen.verify).toEqual([{ sessionId: 'sess_1_xxxxxxxx', ...PASS, phoneNo: '13800000001', remoteIp: '1.2.3.4' }]);
    expect(seen.send).toEqual([{ phoneNo: '13800000001', scene: 'login' }]);
    expect(result.current.slider.flow.visible).toBe(false);
    expect(result.current.countdown).toBe(60);
    expect(onError).not.toHaveBeenCalled();
  });

  it('any other answer shows 请重新登录 and sends nothing', async () => {
    challenges = 0;
    api(() => puzzle(), [{ code: 200, sessionId: 'sess_1_xxxxxxxx', ...PASS }]);
    const seen = sms(envelope(null, 41009, '滑块验证已失效，请重新验证'), envelope({ expiresIn: 300, resendIn: 60 }));
    const onError = jest.fn();
    const { result } = renderHook(() => useSmsCode({ scene: 'password', onError }));
    await act(() => result.current.request('13800000001'));
    await act(() => result.current.slider.release(120, 800));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('请重新登录'));
    expect(seen.send).toEqual([]);
    expect(result.current.slider.flow.visible).toBe(false);
  });

  it('passes on the API’s rate-limit message when the code cannot be sent', async () => {
    challenges = 0;
    api(puzzle(100, PASS), []);
    sms(envelope({ permitExpiresIn: 300 }), envelope(null, 42901, '验证码发送过于频繁，请 42 秒后再试'));
    const onError = jest.fn();
    const { result } = renderHook(() => useSmsCode({ scene: 'login', onError }));
    await act(() => result.current.request('13800000001'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('验证码发送过于频繁，请 42 秒后再试'));
    expect(result.current.countdown).toBe(0);
  });
});
