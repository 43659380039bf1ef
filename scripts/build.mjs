// The site's production build (`npm run build`, and every build the scripts make): `next build`,
// then V8's compile hint on the client scripts (scripts/lib/compile-hints.mjs). Arguments go to
// next build; the build folder is NEXT_DIST_DIR, as next.config.js reads it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const res = spawnSync(join(ROOT, 'node_modules', '.bin', 'next'), ['build', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
if (res.status !== 0) process.exit(res.status ?? 1);
const { files } = addCompileHints(join(ROOT, process.env.NEXT_DIST_DIR || '.next'));
console.log(`[build] compile hint added to ${files} client scripts`);
