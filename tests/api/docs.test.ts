import fs from 'node:fs';
import path from 'node:path';
import { serverForFile } from './helpers/server';

const s = serverForFile();

/** Expands `/a/{x,y}/b` into `/a/x/b /a/y/b` so grouped entries count as documented. */
function expandBraces(text: string): string {
  return text.replace(/(\S*)\{([A-Za-z0-9]+(?:,[A-Za-z0-9]+)+)\}(\S*)/g, (_m, pre: string, alts: string, post: string) =>
    alts.split(',').map((a) => `${pre}${a}${post}`).join(' '),
  );
}

describe('docs/api.md', () => {
  it('documents every registered route', () => {
    const docs = expandBraces(fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8'));
    // A route parameter (`:tgt`) is documented as a placeholder (`{TGT}`, `{product}DeviceId`).
    const documented = (route: string) => {
      if (!route.includes(':')) return docs.includes(route);
      const pattern = route
        .split(/:[A-Za-z]+/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\{[^}]+\\}[A-Za-z]*');
      return new RegExp(pattern).test(docs);
    };
    const missing = s.app.routeList.map((r) => r.split(' ')[1]!.replace('/*', '/{key}')).filter((p) => !documented(p));
    expect(missing).toEqual([]);
  });

  it('documents every environment variable the server reads', () => {
    const docs = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    const src = ['config.ts', 'main.ts'].map((f) => fs.readFileSync(path.join(__dirname, '..', '..', 'backend', 'src', f), 'utf8')).join('\n');
    const vars = new Set([...src.matchAll(/\b(?:env|process\.env)\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    expect(vars.size).toBeGreaterThan(8);
    expect([...vars].filter((v) => !docs.includes(`\`${v}\``))).toEqual([]);
  });
});
