// V8's explicit compile hint on the site's built scripts (docs/architecture.md "Phone speed",
// issue 15): a file that starts with `//# allFunctionsCalledOnLoad` has all its functions
// compiled eagerly while it streams in, on a background thread (Chrome 136+), instead of each one
// lazily on the main thread the first time it is called. Next's client code is one task when the
// scripts start: the module factories of react-dom and Next's router, compiled on first call,
// were most of it. Other engines read the line as a comment.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (once). */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** A source map of a script that got one line more at its top (plain or sectioned map). */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

function scriptsUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...scriptsUnder(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}

/**
 * Adds the hint to every client script of a build (`<distDir>/static/chunks`), and shifts the
 * source map beside it when the build made one. Idempotent: a hinted file is left as it is.
 */
export function addCompileHints(distDir) {
  const dir = join(distDir, 'static', 'chunks');
  if (!existsSync(dir)) return { files: 0 };
  let files = 0;
  for (const path of scriptsUnder(dir)) {
    const code = readFileSync(path, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    writeFileSync(path, hinted);
    files += 1;
    // The map is the one the script names (Turbopack's map files are not `<script>.map`).
    const named = code.match(/\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/);
    const mapPath = named ? join(dirname(path), named[1]) : `${path}.map`;
    if (existsSync(mapPath)) writeFileSync(mapPath, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapPath, 'utf8')))));
  }
  return { files };
}
