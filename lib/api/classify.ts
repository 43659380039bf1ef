import type { ClassifyNode, ClassifyTree } from './contract/classify';
import type { ContentKind } from './contract/kinds';
import { isObject } from './guards';
import { load, TAGS, type ApiResult } from './load';

const isNode = (x: unknown): x is ClassifyNode =>
  isObject(x) &&
  typeof x.id === 'number' &&
  typeof x.name === 'string' &&
  (x.children === undefined || (Array.isArray(x.children) && x.children.every(isNode)));

const isTree = (x: unknown): x is ClassifyTree => Array.isArray(x) && x.every(isNode);

/** 某内容类型的分类树 GET /case/api/content/classify */
export function getClassifyTree(kind: ContentKind): Promise<ApiResult<ClassifyTree>> {
  return load('/case/api/content/classify', { kind }, isTree, { tags: [TAGS.classify] });
}
