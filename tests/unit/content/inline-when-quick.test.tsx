import { isValidElement, Suspense, type ReactElement } from 'react';
import { InlineWhenQuick } from '@/components/content/inline-when-quick';
import { beforeTimeout, settledWithin } from '@/lib/lazy/with-timeout';
import { INLINE_WAIT_MS } from '@/lib/policy';

const block = <p>最新模型</p>;
const skeleton = <p>正在加载…</p>;

afterEach(() => jest.useRealTimers());

test('a call that answers within INLINE_WAIT_MS puts its block in the page itself, no boundary, no skeleton', async () => {
  const out = await InlineWhenQuick({ wait: Promise.resolve({ ok: true }), fallback: skeleton, children: block });
  expect(out).toBe(block);
});

test('a failed call is settled too: its block (an error state) is in the page itself', async () => {
  const out = await InlineWhenQuick({ wait: Promise.reject(new Error('down')), fallback: skeleton, children: block });
  expect(out).toBe(block);
});

test('a call still out after INLINE_WAIT_MS streams its block behind the skeleton, and the page waits no longer', async () => {
  jest.useFakeTimers();
  let answered = false;
  const hung = new Promise<never>(() => {});
  const rendering = InlineWhenQuick({ wait: hung, fallback: skeleton, children: block }).then((out) => {
    answered = true;
    return out;
  });
  await jest.advanceTimersByTimeAsync(INLINE_WAIT_MS - 1);
  expect(answered).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  const out = (await rendering) as ReactElement<{ fallback: unknown; children: unknown }>;
  expect(isValidElement(out) && out.type).toBe(Suspense);
  expect(out.props.fallback).toBe(skeleton);
  expect(out.props.children).toBe(block);
});

test('settledWithin leaves no timer behind once the call has settled', async () => {
  jest.useFakeTimers();
  await expect(settledWithin(Promise.resolve(1), 5_000)).resolves.toBe(true);
  expect(jest.getTimerCount()).toBe(0);
});

test('beforeTimeout: the call’s own outcome when in time, else what the timeout returns or throws', async () => {
  jest.useFakeTimers();
  await expect(beforeTimeout(Promise.resolve('answer'), 100, () => 'late')).resolves.toBe('answer');
  await expect(beforeTimeout(Promise.reject(new Error('down')), 100, () => 'late')).rejects.toThrow('down');
  const hung = new Promise<string>(() => {});
  const late = beforeTimeout(hung, 100, () => 'late');
  const failed = beforeTimeout(hung, 100, () => {
    throw new Error('too slow');
  });
  const checked = expect(failed).rejects.toThrow('too slow');
  await jest.advanceTimersByTimeAsync(100);
  await expect(late).resolves.toBe('late');
  await checked;
  expect(jest.getTimerCount()).toBe(0);
});
