import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'coverage/**', '.e2e-data/**', 'node_modules/**', 'backend/data/**', 'playwright-report/**', 'test-results/**', 'reports/**', 'next-env.d.ts'],
  },
];

export default config;
