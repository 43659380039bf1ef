'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterLoad } from '@/lib/lazy/after-load';

/**
 * The root layout's mount point of PageWidgets (elevator, NPS, collect and gather notices,
 * experiment groups and the visitor cookies, the VIP offer): none of them is part of the first
 * screen, so their code is fetched once the page has loaded and is idle (issue 15: phone speed),
 * never with the page's own scripts. Renders nothing until then.
 */
export function DeferredWidgets() {
  const [Widgets, setWidgets] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    const cancel = afterLoad(() => {
      import('./page-widgets').then(
        (m) => alive && setWidgets(() => m.PageWidgets),
        // A chunk that failed (offline, new deploy): the page works without its floating pieces.
        () => undefined,
      );
    });
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return Widgets ? <Widgets /> : null;
}
