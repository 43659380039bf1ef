import { idBatcher } from '@/lib/api/id-batcher';

describe('idBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks once for the ids of one moment, at most `max` per call, each id once, with the first call’s context', () => {
    const calls: [number[], string][] = [];
    const ask = idBatcher<string>((ids, ctx) => calls.push([ids, ctx]), { max: 2 });
    ask(1, 'a');
    ask(2, 'b');
    ask(1, 'b');
    ask(3, 'c');
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(30);
    expect(calls).toEqual([[[1, 2], 'a'], [[3], 'a']]);
    ask(4, 'd');
    jest.advanceTimersByTime(30);
    expect(calls[2]).toEqual([[4], 'd']);
  });
});
