/**
 * @jest-environment node
 */
// The shape of the house (docs/architecture.md "The shape of the site"): a feature folder is reached
// only through its face, no two features import each other both ways, and the foundations in
// lib/ and hooks/ depend on no feature (lib/content and lib/editorial are the content screens'
// loaders, which compose features as pages do).
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS list ESLint reads too
const { COMPONENTS, FEATURES } = require('../../../scripts/lib/features.cjs') as { COMPONENTS: string; FEATURES: string[] };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE = /\.(ts|tsx)$/;

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (SOURCE.test(e.name)) out.push(p);
  }
  return out;
}

/** Every module a file imports, re-exports or loads lazily, resolved to a path below ROOT. */
function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const specs = [...src.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.flatMap((s) => {
    if (s.startsWith('@/')) return [path.join(ROOT, s.slice(2))];
    if (s.startsWith('.')) return [path.resolve(path.dirname(file), s)];
    return [];
  });
}

/** The feature a path belongs to, if any. */
function featureOf(p: string): string | null {
  const rel = path.relative(COMPONENTS, p);
  if (rel.startsWith('..')) return null;
  const name = rel.split(path.sep)[0]!;
  return FEATURES.includes(name) ? name : null;
}

const files = ['app', 'components', 'lib', 'hooks'].flatMap((d) => walk(path.join(ROOT, d))).concat(path.join(ROOT, 'proxy.ts'));

describe('feature folders', () => {
  it('exist, each with its face', () => {
    expect(FEATURES.length).toBeGreaterThan(0);
    for (const f of FEATURES) expect(fs.existsSync(path.join(COMPONENTS, f, 'index.ts'))).toBe(true);
  });

  it('are imported from outside only through their face', () => {
    const deep: string[] = [];
    for (const file of files) {
      const own = featureOf(file);
      for (const target of importsOf(file)) {
        const feature = featureOf(target);
        if (!feature || feature === own) continue;
        const inside = path.relative(path.join(COMPONENTS, feature), target);
        if (inside !== '' && inside !== 'index' && inside !== 'server') deep.push(`${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`);
      }
    }
    expect(deep).toEqual([]);
  });

  it('never import each other both ways', () => {
    const edges = new Set<string>();
    for (const file of files) {
      const own = featureOf(file);
      if (!own) continue;
      for (const target of importsOf(file)) {
        const feature = featureOf(target);
        if (feature && feature !== own) edges.add(`${own}→${feature}`);
      }
    }
    const both = [...edges].filter((e) => {
      const [a, b] = e.split('→');
      return a! < b! && edges.has(`${b}→${a}`);
    });
    expect(both).toEqual([]);
  });

  it('are not imported by the foundations in lib/ and hooks/', () => {
    const upward: string[] = [];
    for (const file of files) {
      const rel = path.relative(ROOT, file);
      if (!/^(lib|hooks)\//.test(rel) || /^lib\/(content|editorial)\//.test(rel)) continue;
      for (const target of importsOf(file)) if (featureOf(target)) upward.push(`${rel} → ${path.relative(ROOT, target)}`);
    }
    expect(upward).toEqual([]);
  });
});
