import { act } from '@testing-library/react';

/** Fake timers in every test of the file; microtasks, nextTick and setImmediate stay real (msw and React's act need them). */
export function fakeTimersPerTest(): void {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());
}

/** Moves the fake clock `ms` on inside act(), so the state updates the timers cause are applied. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
