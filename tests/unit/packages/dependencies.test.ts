/**
 * @jest-environment node
 */
// Two packages, each with its own dependencies: the site's code imports only what the root
// package.json declares, the reference API's only what backend/package.json declares. npm
// hoists both into one node_modules, so a wrong import would still run here and break only
// where the packages are installed apart.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The packages a source imports (`next/navigation` → `next`, `@node-rs/jieba/dict` → `@node-rs/jieba`). */
function importedPackages(src: string): string[] {
  const specs = [...src.matchAll(/(?:^|\s)(?:import|export)\s(?:[^'";]*?\sfrom\s)?'([^']+)'|import\('([^']+)'\)/gm)].map((m) => (m[1] ?? m[2])!);
  return specs
    .filter((s) => !s.startsWith('.') && !s.startsWith('@/') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

function declared(pkgJson: string, { dev }: { dev: boolean }): Set<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, pkgJson), 'utf8'));
  return new Set([...Object.keys(pkg.dependencies ?? {}), ...(dev ? Object.keys(pkg.devDependencies ?? {}) : [])]);
}

function undeclared(files: string[], deps: Set<string>): string[] {
  return [...new Set(files.flatMap((f) => importedPackages(fs.readFileSync(f, 'utf8')).filter((p) => !deps.has(p)).map((p) => `${path.relative(ROOT, f)}: ${p}`)))];
}

describe('each package declares what it imports', () => {
  it('reads imports the way the code writes them', () => {
    const src = "import { a } from 'next/navigation';\nimport type { B } from '@node-rs/jieba/dict';\nimport './x.css';\nimport fs from 'node:fs';\nimport path from 'path';\nexport { c } from 'swr/infinite';\nconst s = await import('sharp');\n";
    expect(importedPackages(src)).toEqual(['next', '@node-rs/jieba', 'swr', 'sharp']);
  });

  it('the site: app/, components/, lib/, hooks/ and proxy.ts import only the root package.json dependencies', () => {
    const files = [...['app', 'components', 'lib', 'hooks'].flatMap((d) => walk(path.join(ROOT, d))), path.join(ROOT, 'proxy.ts')];
    expect(files.length).toBeGreaterThan(100);
    expect(undeclared(files, declared('package.json', { dev: false }))).toEqual([]);
  });

  it('the reference API: backend/src imports only backend/package.json dependencies', () => {
    const files = walk(path.join(ROOT, 'backend', 'src'));
    expect(files.length).toBeGreaterThan(50);
    expect(undeclared(files, declared('backend/package.json', { dev: false }))).toEqual([]);
  });
});
