import { act, render, screen } from '@testing-library/react';
import { DelayedFallback, withChunkTimeout } from '@/lib/lazy';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, LAZY_DELAY_MS } from '@/lib/lazy/with-timeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('lazy loading constants and helpers (SPEC §9)', () => {
  it('uses a 120 s chunk timeout and a 200 ms fallback delay', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(LAZY_DELAY_MS).toBe(200);
  });

  it('rejects with ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    const never = new Promise<never>(() => {});
    const p = withChunkTimeout(never);
    const seen = p.catch((e: unknown) => e);
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const err = await seen;
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect((err as Error).name).toBe('ChunkLoadError');
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(Promise.resolve('mod'))).resolves.toBe('mod');
  });

  it('shows the fallback only after 200 ms', () => {
    render(<DelayedFallback>加载中</DelayedFallback>);
    expect(screen.queryByText('加载中')).toBeNull();
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('加载中')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('加载中')).toBeInTheDocument();
  });
});
