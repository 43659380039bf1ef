import { Suspense } from 'react';
import type { ItemPage } from '@/lib/api/contract/content';
import type { DesignerPage } from '@/lib/api/contract/designer';
import type { ApiResult } from '@/lib/api/load';
import { DesignerGrid } from './designer-card';
import { CardGrid } from '@/components/content/card-grid';
import { Section } from '@/components/content/section';
import { GridSkeleton, Loading } from './skeletons';

/**
 * A secondary block behind its own skeleton. Why only secondary: a boundary that resolves
 * after the shell is streamed out of order into a hidden <div> that JavaScript reveals, so a
 * page's main content is always awaited before render (inline in the HTML, readable without
 * JavaScript, 404 decided before the first byte) and only extras stream in here.
 */
export function Deferred({ label, people, count = 4, children }: { label: string; people?: boolean; count?: number; children: React.ReactNode }) {
  return (
    <Suspense
      fallback={
        <Loading label={label}>
          <GridSkeleton count={count} people={people} />
        </Loading>
      }
    >
      {children}
    </Suspense>
  );
}

/** The first `limit` members of a section's call, those on the page already left out; null when there are none or the call failed. */
async function shown<T extends { id: number }>(load: Promise<ApiResult<{ list: T[] }>>, exclude: readonly number[], limit: number): Promise<T[] | null> {
  const res = await load;
  if (!res.ok) return null;
  const skip = new Set(exclude);
  const list = res.data.list.filter((m) => !skip.has(m.id)).slice(0, limit);
  return list.length ? list : null;
}

/** A titled grid of items from its own call; nothing at all when the call fails or is empty. */
export async function ItemsSection({ title, load, exclude = [], limit = 8, ratio, moreHref, moreLabel, id }: { title: string; load: Promise<ApiResult<ItemPage>>; exclude?: readonly number[]; limit?: number; ratio?: number; moreHref?: string; moreLabel?: string; id?: string }) {
  const items = await shown(load, exclude, limit);
  if (!items) return null;
  return (
    <Section title={title} moreHref={moreHref} moreLabel={moreLabel} id={id}>
      <CardGrid items={items} label={title} ratio={ratio} />
    </Section>
  );
}

/** A titled grid of designers from its own call; nothing when it fails or is empty. */
export async function DesignersSection({ title, load, exclude = [], limit = 6, moreHref, moreLabel, id }: { title: string; load: Promise<ApiResult<DesignerPage>>; exclude?: readonly number[]; limit?: number; moreHref?: string; moreLabel?: string; id?: string }) {
  const list = await shown(load, exclude, limit);
  if (!list) return null;
  return (
    <Section title={title} moreHref={moreHref} moreLabel={moreLabel} id={id}>
      <DesignerGrid designers={list} />
    </Section>
  );
}
