'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeScene, SliderChallenge, SliderCode, SliderPass } from '@/lib/api/contract/account';
import { sliderChallenge, sliderCheck } from './api';
import { messageOf } from '@/lib/api/load';
import { solveProofOfWork } from './proof-of-work';
import { applySliderCode, INITIAL_SLIDER_STATE, type SliderEffect, type SliderFlowState } from './slider-flow';

interface UseSliderVerifyOptions {
  /** SPEC §4 callback: true with the pass on 100/200, false on 800/900. */
  onResult: (passed: boolean, pass?: SliderPass) => void;
}

function passOf(x: Partial<SliderPass> & { sessionId?: string }): SliderPass | undefined {
  return x.token && x.sign && x.sessionId ? { token: x.token, sign: x.sign, sessionId: x.sessionId } : undefined;
}

/**
 * The slider flow of SPEC §4 around the widget: asks the API for a verdict/puzzle, applies each
 * code through applySliderCode, and after a failed release loads a fresh puzzle (the reset).
 */
export function useSliderVerify({ onResult }: UseSliderVerifyOptions) {
  const [flow, setFlow] = useState<SliderFlowState>(INITIAL_SLIDER_STATE);
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const flowRef = useRef(flow);
  const target = useRef<{ phoneNo: string; scene: CodeScene } | null>(null);
  // The proof of work for the shown puzzle, computed while the person drags.
  const work = useRef<{ sessionId: string; nonce: Promise<string | null>; abort: AbortController } | null>(null);
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  }, [onResult]);

  const apply = useCallback((code: SliderCode | number, pass?: SliderPass): SliderEffect => {
    const { state, effect } = applySliderCode(flowRef.current, code);
    flowRef.current = state;
    setFlow(state);
    if (effect === 'pass') resultRef.current(true, pass);
    if (effect === 'fail') resultRef.current(false);
    return effect;
  }, []);

  const load = useCallback(async () => {
    if (!target.current) return;
    setLoading(true);
    const res = await sliderChallenge(target.current);
    setLoading(false);
    if (!res.ok) {
      setMessage(messageOf(res, '验证加载失败，请点击右上角换一张'));
      return;
    }
    const data = res.data;
    if (data.code === 400) {
      work.current?.abort.abort();
      const abort = new AbortController();
      work.current = { sessionId: data.sessionId, abort, nonce: data.powSalt && data.powBits ? solveProofOfWork(data.powSalt, data.powBits, abort.signal) : Promise.resolve('0') };
      setChallenge(data);
    }
    if (apply(data.code, passOf(data)) === 'fail') setMessage(data.message ?? '验证失败，请稍后再试');
  }, [apply]);

  /** Begins verification for a phone: the API answers 400 (show the puzzle) or 100 (trusted, pass). */
  const start = useCallback(
    (phoneNo: string, scene: CodeScene = 'login') => {
      target.current = { phoneNo, scene };
      setMessage(undefined);
      return load();
    },
    [load],
  );

  /** The handle was released at x after elapsedMs of dragging. */
  const release = useCallback(
    async (x: number, elapsedMs: number) => {
      if (!challenge || busy) return;
      setBusy(true);
      const nonce = work.current?.sessionId === challenge.sessionId ? await work.current.nonce : null;
      if (nonce === null) {
        setBusy(false);
        setMessage('当前浏览器不支持安全验证，请升级浏览器或使用微信扫码登录');
        return;
      }
      const res = await sliderCheck({ sessionId: challenge.sessionId, x, elapsedMs, nonce });
      setBusy(false);
      if (!res.ok) {
        setMessage(messageOf(res, '网络异常，请重试'));
        apply(800);
        return load();
      }
      const data = res.data;
      const effect = apply(data.code, passOf({ ...data, sessionId: data.sessionId ?? challenge.sessionId }));
      if (effect === 'fail') {
        setMessage(data.message ?? '验证未通过，请重试');
        return load();
      }
      if (effect === 'pass') setMessage(undefined);
    },
    [apply, busy, challenge, load],
  );

  useEffect(() => () => work.current?.abort.abort(), []);

  const hide = useCallback(() => {
    flowRef.current = { ...flowRef.current, visible: false, checking: false };
    setFlow(flowRef.current);
  }, []);

  return { flow, challenge, loading, busy, message, start, release, refresh: load, hide };
}
