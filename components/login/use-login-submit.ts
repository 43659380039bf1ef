'use client';

import { useState } from 'react';
import type { LoginResult } from '@/lib/api/contract/account';
import { messageOf, type ApiResult } from '@/lib/api/load';
import { useFeedback } from '@/hooks/use-feedback';

/** A login attempt's end: the login, or the message the visitor sees. */
export type LoginOutcome = { ok: true; login: LoginResult } | { ok: false; message: string };

/** The outcome of an API login; `fallback` is the message when the API gave none. */
export function loginOutcome(res: ApiResult<LoginResult>, fallback: string): LoginOutcome {
  return res.ok ? { ok: true, login: res.data } : { ok: false, message: messageOf(res, fallback) };
}

/** A login form's submit: the button loads while `attempt` runs, then `onLogin` or the failure's message. */
export function useLoginSubmit(onLogin: (login: LoginResult) => Promise<void>) {
  const { message } = useFeedback();
  const [submitting, setSubmitting] = useState(false);
  const run = async (attempt: () => Promise<LoginOutcome>) => {
    setSubmitting(true);
    const outcome = await attempt();
    if (outcome.ok) await onLogin(outcome.login);
    else void message.error(outcome.message);
    setSubmitting(false);
  };
  return { submitting, run };
}
