/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: eslint.config.mjs and a jest test read it */
// The feature folders: every components/<name>/ with an index.ts (its public face). ESLint's face
// rule and the architecture test read this one list.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const COMPONENTS = join(__dirname, '..', '..', 'components');

const FEATURES = readdirSync(COMPONENTS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(COMPONENTS, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();

module.exports = { COMPONENTS, FEATURES };
