'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeNavKey } from '@/lib/channel/nav';

interface NavLinkItem {
  key: string;
  label: string;
  href: string;
  target: '_self' | '_blank';
}

/**
 * Marks the current section; known items stay in the window, others open a new tab (SPEC §2).
 * No prefetch: a prefetched area home brings its pictures' preload hints along, and the page
 * would preload the first pictures of every area without showing them.
 */
export function NavLinks({ items, className }: { items: NavLinkItem[]; className?: string }) {
  const pathname = usePathname();
  return (
    <nav className={className} aria-label="主导航">
      {items.map((item) => {
        const current = activeNavKey(pathname) === item.key;
        return item.target === '_blank' ? (
          <a key={item.key} href={item.href} target="_blank" rel="noopener noreferrer">
            {item.label}
          </a>
        ) : (
          <Link key={item.key} href={item.href} prefetch={false} aria-current={current ? 'page' : undefined}>
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
