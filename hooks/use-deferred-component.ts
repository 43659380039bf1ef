'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterLoad } from '@/lib/lazy/after-load';

/**
 * A component whose code is fetched once the page has loaded and is idle (lib/lazy/after-load):
 * null until then, and null for good if its chunk fails (offline, a new deploy), so the page
 * keeps working without it. `load` is called once.
 */
export function useDeferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let alive = true;
    const cancel = afterLoad(() => {
      load().then(
        (c) => alive && setComponent(() => c),
        () => undefined,
      );
    });
    return () => {
      alive = false;
      cancel();
    };
    // Loaded once per mount: the loader is a constant import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return component;
}
