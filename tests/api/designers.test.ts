import { latinName } from '../../backend/src/db/seed/designers';
import type { DesignerDetail, DesignerEntrance, DesignerPage } from '../../lib/api/contract/designer';
import { data, itRefuses, serverForFile } from './helpers/server';

const s = serverForFile();

describe('designers', () => {
  it('answers the designer entrance with fields, top designers and works', async () => {
    const e = await data<DesignerEntrance>(s.base, '/case/api/designer/entrance');
    expect(e.fields.map((f) => f.name)).toEqual(['建筑', '室内', '景观', '产品', '艺术']);
    expect(e.topByField).toHaveLength(5);
    for (const g of e.topByField) expect(g.list.every((d) => d.top && d.field === g.field)).toBe(true);
    expect(e.newest.length).toBeGreaterThan(0);
    expect(e.featuredWorks.length).toBeGreaterThan(0);
  });

  it('lists top designers by type, most followed first', async () => {
    const p = await data<DesignerPage>(s.base, '/case/api/designer/top?type=1&pageSize=50');
    expect(p.list.every((d) => d.top && d.field === 1)).toBe(true);
    const f = p.list.map((d) => d.followers);
    expect(f).toEqual([...f].sort((a, b) => b - a));
    const all = await data<DesignerPage>(s.base, '/case/api/designer/top');
    expect(all.total).toBeGreaterThanOrEqual(p.total);
  });

  it('filters the designer list by field, level and category', async () => {
    const p = await data<DesignerPage>(s.base, '/case/api/designer/list?field=3&top=0&sort=new');
    expect(p.list.every((d) => d.field === 3 && !d.top)).toBe(true);
    const c = await data<DesignerPage>(s.base, '/case/api/designer/list?classifyId=190200');
    expect(c.list.every((d) => d.classifyId === 190200)).toBe(true);
  });

  it('answers a designer with bio, works and similar designers', async () => {
    const first = (await data<DesignerPage>(s.base, '/case/api/designer/list?pageSize=1')).list[0]!;
    const d = await data<DesignerDetail>(s.base, `/case/api/designer/detail?id=${first.id}`);
    expect(d.name).toBe(first.name);
    expect(d.bio.length).toBeGreaterThan(0);
    expect(d.workCount).toBe(Object.values(d.workKinds).reduce((a, b) => a + b, 0));
    expect(d.latestWorks.every((w) => w.author?.id === d.id)).toBe(true);
    expect(d.similar.every((x) => x.id !== d.id && x.field === d.field)).toBe(true);
    // An avatar of their own, and a Latin name spelled from the Chinese one (郑哲 → Zheng Zhe).
    expect(d.avatar.url).toMatch(new RegExp(`/oss/pic/portrait/0-0-${d.id}\\.jpg$`));
    if (d.country === '中国') expect(d.enName).toBe(latinName(d.name));
  });

  itRefuses(s, [
    ['/case/api/designer/detail?id=99999', 404],
    ['/case/api/designer/detail?id=x', 400],
    ['/case/api/designer/detail', 400],
    ['/case/api/designer/list?field=9', 400],
    ['/case/api/designer/list?top=yes', 400],
    ['/case/api/designer/list?classifyId=10100', 404],
    ['/case/api/designer/list?pageSize=101', 400],
    ['/case/api/designer/top?type=6', 400],
    ['/case/api/designer/top?type=1%20OR%201%3D1', 400],
  ]);
});
