/**
 * @jest-environment node
 */
// docs/index.md is the map a newcomer starts from: every feature folder and every foundation in
// lib/ must be on it (that each path exists is tests/unit/docs/references.test.ts's job).
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS list ESLint reads too
const { FEATURES } = require('../../../scripts/lib/features.cjs') as { FEATURES: string[] };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const map = fs.readFileSync(path.join(ROOT, 'docs', 'index.md'), 'utf8');

describe('docs/index.md', () => {
  it('names every feature folder by its face', () => {
    expect(FEATURES.filter((f) => !map.includes(`components/${f}/index.ts`))).toEqual([]);
  });

  it('names a file in every foundation folder of lib/', () => {
    const folders = fs.readdirSync(path.join(ROOT, 'lib'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((d) => !map.includes(`lib/${d}/`))).toEqual([]);
  });
});
