import { bkDesignersPath, bkEntryPath, bkListPath, parseBkFile } from '@/lib/editorial/bk-path';

describe('parseBkFile', () => {
  it.each([
    ['fl_170100_1.html', { type: 'list', classifyId: 170100, page: 1 }],
    ['fl_170100_37.html', { type: 'list', classifyId: 170100, page: 37 }],
    ['sjs_190100_2.html', { type: 'designers', classifyId: 190100, page: 2 }],
    ['12.html', { type: 'entry', id: 12 }],
    ['2147483647.html', { type: 'entry', id: 2147483647 }],
    ['fl_1_1000.html', { type: 'list', classifyId: 1, page: 1000 }],
  ])('%s', (file, expected) => {
    expect(parseBkFile(file)).toEqual(expected);
  });

  it.each([
    'fl_abc_x.html', 'fl_170100_0.html', 'fl_170100_01.html', 'fl_0170100_1.html', 'fl_170100.html', 'fl_170100_1',
    'fl_170100_1.htm', 'fl_170100_1001.html', 'fl_170100_1_2.html', 'FL_170100_1.html', 'sjs__1.html', 'xx_1_1.html',
    '0.html', '007.html', '-1.html', '1e3.html', '2147483648.html', '12.html.html', '12', ' 12.html', '12.html?x', '', undefined,
  ])('rejects %p', (file) => {
    expect(parseBkFile(file)).toBeNull();
  });

  it('round-trips the path builders', () => {
    expect(parseBkFile(bkListPath(170200, 3).slice(4))).toEqual({ type: 'list', classifyId: 170200, page: 3 });
    expect(parseBkFile(bkDesignersPath(190500, 1).slice(4))).toEqual({ type: 'designers', classifyId: 190500, page: 1 });
    expect(parseBkFile(bkEntryPath(99).slice(4))).toEqual({ type: 'entry', id: 99 });
  });
});
