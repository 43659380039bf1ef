import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import features from './scripts/lib/features.cjs';

// A feature folder (components/<feature>/ with an index.ts) is reached only through its face:
// `@/components/<feature>` (or `/server`, its server-only face). Inside it, files import each
// other relatively; a deep path from outside, by alias or by `../<feature>/`, is refused.
const { FEATURES } = features;
const featureAlt = FEATURES.join('|');
const facePatterns = FEATURES.length === 0 ? [] : [{
  regex: `^(@/components/|(\\.\\./)+)(${featureAlt})/(?!server$).+`,
  message: 'Import a feature only through its face: @/components/<feature> (or @/components/<feature>/server).',
}];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'coverage/**', '.e2e-data/**', 'node_modules/**', 'backend/data/**', 'playwright-report/**', 'test-results/**', 'reports/**', 'next-env.d.ts'],
  },
  // Two packages (docs/architecture.md): the site reaches the reference API over HTTP only, and
  // the API shares nothing of the site's but the wire contract's types.
  {
    files: ['app/**', 'components/**', 'hooks/**', 'lib/**', 'proxy.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/backend', '**/backend/**', 'fastify', '@fastify/*', 'better-sqlite3', '@node-rs/jieba', 'pinyin-pro', 'sharp', 'tsx'],
          message: 'The site talks to the reference API over HTTP only (lib/api); backend/ and its dependencies are the API package\'s.',
        }, ...facePatterns],
      }],
    },
  },
  {
    files: ['backend/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '(^|/)lib/(?!api/(contract/|envelope$))',
          message: 'The API imports only the wire contract from the site\'s tree (lib/api/contract, lib/api/envelope).',
        }],
      }],
    },
  },
];

export default config;
