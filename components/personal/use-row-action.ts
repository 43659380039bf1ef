'use client';

import { useState } from 'react';
import { messageOf, type ApiResult } from '@/lib/api/load';
import { useFeedback } from '@/hooks/use-feedback';

/**
 * The button on each row of a /personal list (remove a device, download again): the row being
 * worked on (its button loads), then the API's refusal as an error, or `success` and `done`.
 */
export function useRowAction<T>(call: (id: number) => Promise<ApiResult<T>>, text: { failure: string; success: string }, done: (data: T, id: number) => unknown) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number) => {
    setBusy(id);
    const res = await call(id);
    setBusy(null);
    if (!res.ok) {
      void message.error(messageOf(res, text.failure));
      return;
    }
    void message.success(text.success);
    await done(res.data, id);
  };
  return { busy, run };
}
