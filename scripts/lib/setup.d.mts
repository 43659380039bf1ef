// Types for the TypeScript callers of setup.mjs (playwright.config.ts).
export const CHROMIUM: string;
export const HEADLESS_CHROMIUM: string;
export function ensureChromium(path?: string): void;
