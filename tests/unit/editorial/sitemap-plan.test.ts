import { listPages, parsePartName, partName, partPath, probeWindows, WINDOW, windowOf, windowRange } from '@/lib/editorial/sitemap/plan';

describe('sitemap windows', () => {
  it('a window holds at most 50,000 ids', () => {
    expect(WINDOW).toBe(50_000);
    expect(windowOf(1)).toBe(0);
    expect(windowOf(50_000)).toBe(0);
    expect(windowOf(50_001)).toBe(1);
    expect(windowRange(2)).toEqual([100_000, 150_000]);
    const [after, last] = windowRange(7);
    expect(last - after).toBe(WINDOW);
  });

  it('part names parse strictly and round-trip', () => {
    for (const name of ['pages-1.xml', 'items-0.xml', 'items-12.xml', 'designers-3.xml']) {
      const part = parsePartName(name);
      expect(part).not.toBeNull();
      expect(partName(part!)).toBe(name);
    }
    expect(partPath({ kind: 'items', window: 4 })).toBe('/sitemaps/items-4.xml');
    for (const bad of ['pages-0.xml', 'items-01.xml', 'items--1.xml', 'items-1.XML', 'items-1', 'foo-1.xml', 'items-99999.xml', '', undefined]) {
      expect(parsePartName(bad)).toBeNull();
    }
  });

  it('probeWindows jumps window to window with one probe each', async () => {
    const ids = [3, 49_999, 50_000, 150_001, 150_002, 420_000];
    const calls: number[] = [];
    const first = async (after: number) => {
      calls.push(after);
      return ids.find((id) => id > after) ?? null;
    };
    await expect(probeWindows(first)).resolves.toEqual([0, 3, 8]);
    expect(calls).toEqual([0, 50_000, 200_000, 450_000]);
  });

  it('probeWindows stops on an empty feed and on a cursor that does not advance', async () => {
    await expect(probeWindows(async () => null)).resolves.toEqual([]);
    await expect(probeWindows(async () => 0)).resolves.toEqual([]);
  });

  it('listPages covers every page of a list, capped at the API’s last page', () => {
    expect(listPages(0, 30)).toEqual([1]);
    expect(listPages(30, 30)).toEqual([1]);
    expect(listPages(31, 30)).toEqual([1, 2]);
    expect(listPages(10_000_000, 30)).toHaveLength(1000);
  });
});
