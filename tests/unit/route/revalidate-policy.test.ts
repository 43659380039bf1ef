/**
 * @jest-environment node
 */
// Next reads `export const revalidate` without running the module, so a page must write a
// literal; this keeps every literal equal to the policy's value for its kind of page.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_REVALIDATE, FOLDER_REVALIDATE } from '@/lib/policy';

const APP = path.resolve(__dirname, '..', '..', '..', 'app');
const ROUTE_FILE = /^(page|layout|route)\.(ts|tsx)$/;

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) routeFiles(p, out);
    else if (ROUTE_FILE.test(e.name)) out.push(p);
  }
  return out;
}

/** The policy value a route's cache lifetime must have: public folders a minute, content five. */
function expected(rel: string): number {
  if (rel.startsWith('[channel]/collectFolder/')) return FOLDER_REVALIDATE;
  return CONTENT_REVALIDATE;
}

const files = routeFiles(APP).map((f) => ({ rel: path.relative(APP, f).split(path.sep).join('/'), text: fs.readFileSync(f, 'utf8') }));
const withRevalidate = files.filter((f) => /export\s+const\s+revalidate\b/.test(f.text));

describe('revalidate literals follow lib/policy.ts', () => {
  it('finds the cached pages', () => {
    expect(withRevalidate.length).toBeGreaterThan(20);
  });

  it.each(withRevalidate.map((f) => [f.rel, f.text] as const))('%s', (rel, text) => {
    const m = /export\s+const\s+revalidate\s*=\s*([^;\n]+);/.exec(text);
    expect(m?.[1]).toMatch(/^\d+$/);
    expect(Number(m![1])).toBe(expected(rel));
  });
});
