// API tests: the reference API over HTTP on loopback, in node.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads CommonJS configs
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The tests import the API's own dependencies (sharp, fastify): the backend workspace's, even
  // where npm did not hoist them to the root.
  modulePaths: ['<rootDir>/backend/node_modules'],
  testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
  testTimeout: 30000,
});
