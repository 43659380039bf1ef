import type { ClassifyNode } from '@/lib/api/contract/classify';
import { classifyTabs, findClassify } from '@/lib/editorial/classify-tree';

const node = (id: number, name: string, children?: ClassifyNode[]): ClassifyNode => ({ id, name, slug: String(id), kind: 'material', parentId: 0, sort: 0, itemCount: 1, children });
const tree = [node(110100, '石材', [node(110101, '大理石'), node(110102, '花岗岩')]), node(110200, '木材', [])];

describe('classify tree helpers', () => {
  it('finds top and child categories with their top', () => {
    expect(findClassify(tree, 110102)).toMatchObject({ node: { name: '花岗岩' }, top: { name: '石材' } });
    expect(findClassify(tree, 110200)?.top.name).toBe('木材');
    expect(findClassify(tree, 1)).toBeNull();
  });

  it('tabs mark the current top and show its children', () => {
    const { tops, children } = classifyTabs(tree, 110101, (id) => `/material/${id}`);
    expect(tops.map((t) => [t.label, t.current])).toEqual([
      ['全部', false],
      ['石材', true],
      ['木材', false],
    ]);
    expect(children.map((t) => [t.label, t.href, t.current])).toEqual([
      ['全部石材', '/material/110100', false],
      ['大理石', '/material/110101', true],
      ['花岗岩', '/material/110102', false],
    ]);
    expect(classifyTabs(tree, 0, String).children).toEqual([]);
  });
});
