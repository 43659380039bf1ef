export type RouteShape = { name: string; path: string } | { name: string; from: string[]; link: string } | { name: string; made: string };
export const ROUTE_SHAPES: RouteShape[];
export const HOSTS: string[];
export function linksOf(html: string, base: string): string[];
export function resolveRouteShapes(
  origin: string,
  get?: (url: string) => Promise<string>,
  makers?: Record<string, () => Promise<string>>,
): Promise<{ shapes: { name: string; path: string }[]; missing: string[] }>;
