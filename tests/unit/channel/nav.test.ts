import { activeNavKey, isKnownNavItem, NAV_ITEMS, navTarget } from '@/lib/channel/nav';

describe('header navigation (SPEC §2)', () => {
  it('has the eight targets in order with Chinese labels', () => {
    expect(NAV_ITEMS.map((i) => i.href)).toEqual(['/', '/3d', '/su', '/news', '/pin', '/tietu', '/sgt', '/wenben']);
    expect(NAV_ITEMS.map((i) => i.label)).toEqual(['发现', '3D模型', 'SU模型', '全球案例', '灵感库', '贴图', 'CAD', '方案文本']);
  });
  it('known items navigate in the same window', () => {
    for (const item of NAV_ITEMS) expect(navTarget(item)).toBe('_self');
  });
  it('anything else opens a new tab', () => {
    expect(navTarget({ key: 'worldNav', href: '/worldNav' })).toBe('_blank');
    expect(navTarget({ key: 'ai', href: 'https://ai.example.com' })).toBe('_blank');
    expect(navTarget({ key: '3d', href: 'https://elsewhere.example.com/3d' })).toBe('_blank');
    expect(isKnownNavItem({ key: 'su', href: '/su' })).toBe(true);
  });
  it('finds the active item', () => {
    expect(activeNavKey('/')).toBe('discover');
    expect(activeNavKey('/3d')).toBe('3d');
    expect(activeNavKey('/tietu/12')).toBe('tietu');
    expect(activeNavKey('/dayUpdate')).toBeNull();
  });
});
