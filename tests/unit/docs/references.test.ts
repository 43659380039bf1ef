/**
 * @jest-environment node
 */
// The docs cannot go stale silently: every file path, function or constant a doc names in
// backticks, and every relative link, must exist in the repository, and every "SPEC §n" the code
// cites must have its section in docs/rules.md.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const DOCS = [path.join(ROOT, 'README.md'), ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => path.join(ROOT, 'docs', f))];

/** The product's code (no tests: a doc must name what the product has, not what a test mentions). */
const CODE_DIRS = ['app', 'components', 'lib', 'hooks', 'backend/src', 'scripts'];
const CODE_FILES = ['proxy.ts', 'next.config.js', 'playwright.config.ts', 'jest.config.js', 'jest.api.config.js', 'eslint.config.mjs'];
const CODE_EXT = /\.(ts|tsx|js|mjs|cjs|css)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', 'data', 'reports', 'test-results', 'playwright-report', 'coverage']);

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(e.name) || e.name.startsWith('.next')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Comments removed, so a name that survives only in a comment does not count as existing. */
function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

const codeFiles = [...CODE_DIRS.flatMap((d) => walk(path.join(ROOT, d))), ...CODE_FILES.map((f) => path.join(ROOT, f))].filter((f) => CODE_EXT.test(f) && fs.existsSync(f));
const code = codeFiles.map((f) => stripComments(fs.readFileSync(f, 'utf8'))).join('\n');
const codeWords = new Set(code.match(/[A-Za-z_$][\w$]*/g));
const allFiles = walk(ROOT);
const basenames = new Set(allFiles.map((f) => path.basename(f)));
const TOP_LEVEL = new Set(fs.readdirSync(ROOT));
/** Generated folders (.gitignore) that a doc may name although a fresh clone lacks them. */
const IGNORED = fs
  .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((l) => l && !l.startsWith('#') && !l.includes('*'));

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(s: string): string[] {
  const m = /\{([^{}]+)\}/.exec(s);
  if (!m || !m[1]!.includes(',')) return [s];
  return m[1]!.split(',').flatMap((alt) => expandBraces(s.slice(0, m.index) + alt.trim() + s.slice(m.index + m[0].length)));
}

/** Next's file conventions: a doc may name one (`loading.tsx`) without the repository having it. */
const NEXT_CONVENTIONS = new Set(['page.tsx', 'layout.tsx', 'loading.tsx', 'error.tsx', 'not-found.tsx', 'route.ts', 'template.tsx', 'default.tsx', 'global-error.tsx']);

function fileExists(ref: string, docDir: string): boolean {
  // A glob (`lib/api/contract/*.ts`) names its folder.
  const clean = ref.replace(/\/[^/]*\*.*$/, '').replace(/\/+$/, '');
  if (clean === '' || NEXT_CONVENTIONS.has(clean)) return true;
  const candidates = [path.resolve(docDir, clean), path.resolve(ROOT, clean)].filter((p) => p === ROOT || p.startsWith(ROOT + path.sep));
  if (candidates.some((p) => fs.existsSync(p))) return true;
  if (!clean.includes('/') && basenames.has(clean)) return true;
  return IGNORED.some((g) => clean === g || clean.startsWith(`${g}/`));
}

const SOURCE_EXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|ya?ml|sh)$/;

/** What one backticked span names: a file, an identifier, or nothing this test checks. */
function classify(span: string): { file: string } | { name: string } | null {
  const s = span.trim();
  if (/\s/.test(s) && !/^<[A-Z]/.test(s)) {
    // A call with arguments or a declaration: check its leading name.
    const call = /^([A-Za-z_$][\w$]*)\(/.exec(s);
    return call && /[A-Z]/.test(call[1]!) ? { name: call[1]! } : null;
  }
  const jsx = /^<([A-Z][\w$]*)/.exec(s);
  if (jsx) return { name: jsx[1]! };
  if (!s.startsWith('/') && !s.includes('://') && !s.includes('?') && !/^\{/.test(s)) {
    const first = s.split('/')[0]!;
    if ((s.includes('/') && (TOP_LEVEL.has(first) || first === '..' || first === '.')) || (!s.includes('/') && SOURCE_EXT.test(s) && /^[\w.@-]+$/.test(s))) return { file: s };
  }
  const id = /^([A-Za-z_$][\w$]*)(<[^>]*>)?(\(\))?$/.exec(s);
  if (!id) return null;
  const name = id[1]!;
  // Plain lower-case words are values (`hot`, `download`), not names of code.
  if (!id[3] && !/[A-Z]/.test(name)) return null;
  // Short capitals are values or acronyms (`VIP`, `ISR`); mixed case with `_` is a placeholder
  // (`color_RRGGBB`, `Q_`), not a name of code.
  if (/^[A-Z0-9_]+$/.test(name) && name.replace(/_/g, '').length < 4) return null;
  if (name.includes('_') && !/^[A-Z0-9_]+$/.test(name)) return null;
  return { name };
}

function spans(md: string): string[] {
  const prose = md.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** Names a code example calls, renders or imports: they must be real, not remembered. */
function exampleNames(md: string): { names: string[]; files: string[] } {
  const blocks = [...md.matchAll(/^```(?:ts|tsx|js|mjs)\n([\s\S]*?)^```/gm)].map((m) => stripComments(m[1]!));
  const names = blocks.flatMap((b) => [...b.matchAll(/(?<![.\w$])([a-z][\w$]*[A-Z][\w$]*)\s*\(/g), ...b.matchAll(/<([A-Z][\w$]*)/g)].map((m) => m[1]!));
  const files = blocks.flatMap((b) => [...b.matchAll(/from '@\/([^']+)'/g)].map((m) => m[1]!));
  return { names, files };
}

function links(md: string): string[] {
  return [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^(https?:|mailto:|#)/.test(l)).map((l) => l.split('#')[0]!);
}

describe('docs name only what exists', () => {
  it('reads the code it checks against', () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(codeWords.has('buildApp')).toBe(true);
  });

  it.each(DOCS.map((d) => [path.relative(ROOT, d), d]))('%s: backticked files, functions and constants exist', (_rel, doc) => {
    const md = fs.readFileSync(doc, 'utf8');
    const dir = path.dirname(doc);
    const missing: string[] = [];
    for (const span of spans(md)) {
      const what = classify(span);
      if (!what) continue;
      if ('file' in what) {
        for (const f of expandBraces(what.file)) if (!fileExists(f, dir)) missing.push(`file ${f}`);
      } else if (!codeWords.has(what.name)) {
        missing.push(`name ${what.name}`);
      }
    }
    const example = exampleNames(md);
    for (const n of example.names) if (!codeWords.has(n)) missing.push(`example calls ${n}`);
    for (const f of example.files) if (!['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => fs.existsSync(path.join(ROOT, f + ext)))) missing.push(`example imports @/${f}`);
    for (const l of links(md)) if (!fileExists(decodeURI(l), dir)) missing.push(`link ${l}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('the checks catch a stale name, a missing file and a path outside the repository', () => {
    expect(classify('pageMetadataThatWasRemoved()')).toEqual({ name: 'pageMetadataThatWasRemoved' });
    expect(codeWords.has('pageMetadataThatWasRemoved')).toBe(false);
    expect(classify('lib/seo/no-such-file.ts')).toEqual({ file: 'lib/seo/no-such-file.ts' });
    expect(fileExists('lib/seo/no-such-file.ts', ROOT)).toBe(false);
    expect(fileExists('../shared/SPEC.md', path.join(ROOT, 'docs'))).toBe(false);
    expect(expandBraces('lib/api/{content,feed}.ts')).toEqual(['lib/api/content.ts', 'lib/api/feed.ts']);
    expect(classify('award/list')).toBeNull();
    expect(exampleNames('```tsx\nconst r = await loadThatWasRenamed(id);\nreturn <GoneView />;\n```\n').names).toEqual(['loadThatWasRenamed', 'GoneView']);
  });
});

describe('SPEC references', () => {
  it('every "SPEC §n" in the code has its section in docs/rules.md', () => {
    const rules = fs.readFileSync(path.join(ROOT, 'docs', 'rules.md'), 'utf8');
    const sections = new Set([...rules.matchAll(/^## §(\d+)\b/gm)].map((m) => m[1]));
    const cited = new Set(
      [...CODE_DIRS.flatMap((d) => walk(path.join(ROOT, d))), ...walk(path.join(ROOT, 'tests')), ...DOCS]
        .filter((f) => /\.(ts|tsx|mjs|md)$/.test(f))
        .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/SPEC[’']?s? §(\d+)/g)].map((m) => m[1])),
    );
    expect(cited.size).toBeGreaterThan(5);
    expect([...cited].filter((n) => !sections.has(n))).toEqual([]);
  });
});
