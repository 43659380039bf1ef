/** Header navigation targets (SPEC §2). */
interface NavItem {
  key: string;
  label: string;
  href: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'discover', label: '发现', href: '/' },
  { key: '3d', label: '3D模型', href: '/3d' },
  { key: 'su', label: 'SU模型', href: '/su' },
  { key: 'news', label: '全球案例', href: '/news' },
  { key: 'pin', label: '灵感库', href: '/pin' },
  { key: 'tietu', label: '贴图', href: '/tietu' },
  { key: 'sgt', label: 'CAD', href: '/sgt' },
  { key: 'wenben', label: '方案文本', href: '/wenben' },
];

const KNOWN_KEYS = new Set(NAV_ITEMS.map((i) => i.key));

/** A header item is "known" when it is one of NAV_ITEMS, by key and href. */
export function isKnownNavItem(item: Pick<NavItem, 'key' | 'href'>): boolean {
  return KNOWN_KEYS.has(item.key) && NAV_ITEMS.some((i) => i.key === item.key && i.href === item.href);
}

/** SPEC §2: a known item navigates in the same window; otherwise the target opens in a new tab. */
export function navTarget(item: Pick<NavItem, 'key' | 'href'>): '_self' | '_blank' {
  return isKnownNavItem(item) ? '_self' : '_blank';
}

/** The key of the item for the current path: '/' only for the root, else by first segment. */
export function activeNavKey(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return 'discover';
  return NAV_ITEMS.find((i) => i.href === `/${first}`)?.key ?? null;
}
