import type { CollectionDetail } from './contract/collections';
import type { ItemDetail, ItemPage, ItemSummary } from './contract/content';
import type { DesignerDetail, DesignerEntrance, DesignerPage, DesignerSummary } from './contract/designer';

/**
 * The one set of shape checks of API answers shared by every `lib/api` module: enough to never
 * render garbage, cheap enough for every call. Checks of a single answer live beside its call.
 */

export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** An ItemSummary-like card: numeric id, string title and kind, a cover with a URL. */
export function isItemLike(x: unknown): x is ItemSummary {
  return isObject(x) && typeof x.id === 'number' && typeof x.title === 'string' && typeof x.kind === 'string' && isObject(x.cover) && typeof x.cover.url === 'string';
}

export function isItemArray(x: unknown): x is ItemSummary[] {
  return Array.isArray(x) && x.every(isItemLike);
}

/** A Page<ItemSummary>: list of cards plus numeric total/page/pageSize. */
export function isItemPage(x: unknown): x is ItemPage {
  return isObject(x) && isItemArray(x.list) && typeof x.total === 'number' && typeof x.page === 'number' && typeof x.pageSize === 'number';
}

/** A detail: a card plus pictures, description, facts, related items and SEO fields. */
export const isItemDetail = (x: unknown): x is ItemDetail =>
  isItemLike(x) && isObject(x) && Array.isArray(x.images) && Array.isArray(x.description) && isObject(x.facts) && isItemArray(x.related) && isObject(x.seo);

/** A collection (magazine, award, list …): its own card or detail, and one page of members. */
export const isCollectionDetail = (x: unknown): x is CollectionDetail => isObject(x) && isItemLike(x.info) && isItemPage(x.list);

/** [{ id, title }] link lists (related topics, related entries). */
export const isTitles = (x: unknown): x is { id: number; title: string }[] => Array.isArray(x) && x.every((t) => isObject(t) && typeof t.id === 'number' && typeof t.title === 'string');

/** { id, name } of a category. */
export const isNamed = (x: unknown): x is { id: number; name: string } => isObject(x) && typeof x.id === 'number' && typeof x.name === 'string';

const isDesignerLike = (x: unknown): x is DesignerSummary =>
  isObject(x) && typeof x.id === 'number' && typeof x.name === 'string' && isObject(x.avatar) && typeof x.avatar.url === 'string';

export const isDesignerArray = (x: unknown): x is DesignerSummary[] => Array.isArray(x) && x.every(isDesignerLike);

export const isDesignerPage = (x: unknown): x is DesignerPage => isObject(x) && isDesignerArray(x.list) && typeof x.total === 'number';

export const isDesignerDetail = (x: unknown): x is DesignerDetail =>
  isDesignerLike(x) && isObject(x) && Array.isArray(x.bio) && isItemArray(x.latestWorks) && isDesignerArray(x.similar);

export const isDesignerEntrance = (x: unknown): x is DesignerEntrance =>
  isObject(x) &&
  Array.isArray(x.fields) &&
  Array.isArray(x.topByField) &&
  x.topByField.every((g) => isObject(g) && isDesignerArray(g.list)) &&
  isDesignerArray(x.newest) &&
  isItemArray(x.featuredWorks);
