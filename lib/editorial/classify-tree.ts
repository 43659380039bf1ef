import type { ClassifyNode } from '@/lib/api/contract/classify';

interface FoundNode {
  node: ClassifyNode;
  /** The top-level category of `node` (itself for a top node). */
  top: ClassifyNode;
}

/** A category of a tree by id, with its top category; null when the tree does not have it. */
export function findClassify(tree: readonly ClassifyNode[], id: number): FoundNode | null {
  for (const top of tree) {
    if (top.id === id) return { node: top, top };
    const child = top.children?.find((c) => c.id === id);
    if (child) return { node: child, top };
  }
  return null;
}

interface ClassifyTab {
  key: number;
  label: string;
  href: string;
  current: boolean;
}

/**
 * Two rows of category links: "全部" plus the top categories, and, when a top category is
 * selected and has children, "全部{top}" plus its children.
 */
export function classifyTabs(tree: readonly ClassifyNode[], selected: number, hrefOf: (classifyId: number) => string): { tops: ClassifyTab[]; children: ClassifyTab[] } {
  const found = selected ? findClassify(tree, selected) : null;
  const tops: ClassifyTab[] = [
    { key: 0, label: '全部', href: hrefOf(0), current: selected === 0 },
    ...tree.map((t) => ({ key: t.id, label: t.name, href: hrefOf(t.id), current: found?.top.id === t.id })),
  ];
  const kids = found?.top.children ?? [];
  const children: ClassifyTab[] = kids.length
    ? [
        { key: found!.top.id, label: `全部${found!.top.name}`, href: hrefOf(found!.top.id), current: found!.node.id === found!.top.id },
        ...kids.map((c) => ({ key: c.id, label: c.name, href: hrefOf(c.id), current: c.id === selected })),
      ]
    : [];
  return { tops, children };
}
