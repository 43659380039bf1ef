'use client';

import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/hooks/use-after-load';

const PageWidgets = dynamic(() => import('./page-widgets').then((m) => m.PageWidgets), { ssr: false });

/**
 * The root layout's mount point of PageWidgets (elevator, NPS, collect and gather notices,
 * experiment groups and the visitor cookies, the VIP offer): none of them is part of the first
 * screen, so their code is fetched once the page has loaded and is idle (issue 15: phone speed),
 * never with the page's own scripts. Renders nothing until then.
 */
export function DeferredWidgets() {
  return useAfterLoad() ? <PageWidgets /> : null;
}
