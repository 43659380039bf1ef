'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeScene, SendCodeResult, SliderPass } from '@/lib/api/contract/account';
import { sendCode, slidingVerification } from './api';
import { messageOf, type ApiResult } from '@/lib/api/load';
import { SLIDER_RELOGIN_MESSAGE } from './slider-flow';
import { getItem } from '@/lib/storage';
import { useSliderVerify } from './use-slider-verify';

export interface UseSmsCodeOptions {
  scene: CodeScene;
  onError: (message: string) => void;
  onSent?: (result: SendCodeResult) => void;
  /** The send after the slider (default POST /login/sendCode; a payment confirmation sends through its own endpoint). */
  send?: (phoneNo: string) => Promise<ApiResult<SendCodeResult>>;
}

/**
 * 获取验证码: slider first (SPEC §4), then POST /register/slidingVerification with the pass;
 * errorCode 0 signals success (the slider is hidden) and the code is sent, anything else says
 * 请重新登录. A countdown blocks resending until the API allows it.
 */
export function useSmsCode({ scene, onError, onSent, send }: UseSmsCodeOptions) {
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const phone = useRef('');
  const callbacks = useRef({ onError, onSent, send });
  useEffect(() => {
    callbacks.current = { onError, onSent, send };
  }, [onError, onSent, send]);

  const onResult = useCallback(
    async (passed: boolean, pass?: SliderPass) => {
      if (!passed || !pass) return;
      setSending(true);
      const verified = await slidingVerification({ ...pass, phoneNo: phone.current, remoteIp: getItem('addressIpData')?.ip ?? '' });
      if (!verified.ok) {
        setSending(false);
        callbacks.current.onError(SLIDER_RELOGIN_MESSAGE);
        return;
      }
      const res = callbacks.current.send ? await callbacks.current.send(phone.current) : await sendCode({ phoneNo: phone.current, scene });
      setSending(false);
      if (!res.ok) {
        callbacks.current.onError(messageOf(res, '验证码发送失败，请稍后重试'));
        return;
      }
      const sent = res.data;
      setCountdown(sent.resendIn);
      callbacks.current.onSent?.(sent);
    },
    [scene],
  );

  const slider = useSliderVerify({ onResult });
  const { hide, start } = slider;

  // After the slider passed and the server accepted it, the slider stays hidden (SPEC §4).
  useEffect(() => {
    if (sending) hide();
  }, [sending, hide]);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  const request = useCallback(
    (phoneNo: string) => {
      phone.current = phoneNo;
      return start(phoneNo, scene);
    },
    [start, scene],
  );

  return { slider, countdown, sending, request };
}
