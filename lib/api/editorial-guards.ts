import type { CollectionDetail } from './contract/collections';
import type { ItemDetail, ItemPage } from './contract/content';
import type { DesignerDetail, DesignerEntrance, DesignerPage, DesignerSummary } from './contract/designer';
import { isItemArray, isItemLike, isItemPageLike, isObject } from './guards';

/** Shape checks of the editorial answers (awards, designers, magazines, SEO pages …). */

export const isItemPage = (x: unknown): x is ItemPage => isItemPageLike(x);

export const isItemDetail = (x: unknown): x is ItemDetail =>
  isItemLike(x) && isObject(x) && Array.isArray(x.images) && Array.isArray(x.description) && isObject(x.facts) && isItemArray(x.related);

export const isCollectionDetail = (x: unknown): x is CollectionDetail => isObject(x) && isItemDetail(x.info) && isItemPageLike(x.list);

export const isDesignerLike = (x: unknown): x is DesignerSummary =>
  isObject(x) && typeof x.id === 'number' && typeof x.name === 'string' && isObject(x.avatar) && typeof x.avatar.url === 'string';

const isDesignerArray = (x: unknown): boolean => Array.isArray(x) && x.every(isDesignerLike);

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

export { isDesignerArray, isObject, isItemArray };
