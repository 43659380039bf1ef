// Unit tests: jsdom (jest-fixed-jsdom keeps fetch/Request/Response for msw 2).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS config file
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// ESM-only dependencies (msw 2's `rettime`, ...) must be compiled for jest's CommonJS runtime.
// next/jest always prepends '/node_modules/' to transformIgnorePatterns, so the list is
// replaced after it is built.
const ESM_PACKAGES = ['rettime', 'until-async', '@open-draft/deferred-promise'];

const jestConfig = createJestConfig({
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
});

module.exports = async () => {
  const config = await jestConfig();
  config.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return config;
};
