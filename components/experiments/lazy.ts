'use client';

import dynamic from 'next/dynamic';

// The page widgets of this feature, each its own chunk, mounted by DeferredWidgets after the load.

/** The browser's experiment groups and the visitor POST (./experiments-host). */
export const LazyExperimentsHost = dynamic(() => import('./experiments-host').then((m) => m.ExperimentsHost), { ssr: false });

/** The vipOrderPop offer, for members only (./vip-order-pop). */
export const LazyVipOrderPop = dynamic(() => import('./vip-order-pop').then((m) => m.VipOrderPop), { ssr: false });
