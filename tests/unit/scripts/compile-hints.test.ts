/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { COMPILE_HINT, addCompileHints, shiftSourceMap, withCompileHint } from '../../../scripts/lib/compile-hints.mjs';

// A one-line script whose column 10 maps to line 3, column 4 of src/a.ts.
function mapOfOneLine() {
  const gen = new SourceMapGenerator({ file: 'a.js' });
  gen.addMapping({ generated: { line: 1, column: 10 }, original: { line: 3, column: 4 }, source: 'src/a.ts' });
  return JSON.parse(gen.toString());
}

describe('compile hints on the built client scripts', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dist, 'static', 'chunks', 'app'), { recursive: true });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('puts the hint first in every script, nested ones too, once, and leaves other files alone', () => {
    const chunks = join(dist, 'static', 'chunks');
    writeFileSync(join(chunks, 'a.js'), 'push([1,(e)=>{}]);');
    writeFileSync(join(chunks, 'app', 'b.js'), 'push([2,(e)=>{}]);');
    writeFileSync(join(chunks, 'c.css'), 'p{}');
    expect(addCompileHints(dist)).toEqual({ files: 2 });
    expect(readFileSync(join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}push([1,(e)=>{}]);`);
    expect(readFileSync(join(chunks, 'app', 'b.js'), 'utf8').startsWith('//# allFunctionsCalledOnLoad\npush([2')).toBe(true);
    expect(readFileSync(join(chunks, 'c.css'), 'utf8')).toBe('p{}');
    // A second build step (or a rerun) changes nothing.
    expect(addCompileHints(dist)).toEqual({ files: 0 });
    expect(withCompileHint(withCompileHint('x'))).toBe(`${COMPILE_HINT}x`);
  });

  // A plain map beside its script, and one the script names (Turbopack names its maps by hash).
  it.each([
    ['a.js', 'var a=1;var b=2;', 'a.js.map'],
    ['1olyq.js', 'var a=1;var b=2;\n//# sourceMappingURL=0b5s7.js.map', '0b5s7.js.map'],
  ])('shifts the source map of %s by the added line', (script, code, mapName) => {
    const chunks = join(dist, 'static', 'chunks');
    writeFileSync(join(chunks, script), code);
    writeFileSync(join(chunks, mapName), JSON.stringify(mapOfOneLine()));
    addCompileHints(dist);
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(chunks, mapName), 'utf8')));
    expect(consumer.originalPositionFor({ line: 2, column: 10 })).toMatchObject({ source: 'src/a.ts', line: 3, column: 4 });
    expect(consumer.originalPositionFor({ line: 1, column: 10 }).source).toBeNull();
  });

  it('shifts each section of a sectioned source map', () => {
    const map = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: mapOfOneLine() }, { offset: { line: 5, column: 2 }, map: mapOfOneLine() }] };
    expect(shiftSourceMap(map).sections.map((s: { offset: { line: number; column: number } }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 6, column: 2 },
    ]);
  });

  it('does nothing for a build without client scripts', () => {
    expect(addCompileHints(join(dist, 'missing'))).toEqual({ files: 0 });
  });
});
