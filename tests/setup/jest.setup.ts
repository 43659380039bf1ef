import '@testing-library/jest-dom';

// jsdom has no WebCrypto digest; the slider's proof of work uses Node's (the same API browsers have).
if (!globalThis.crypto?.subtle) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a setup file, loaded by jest as CommonJS
  const { webcrypto } = require('node:crypto') as typeof import('node:crypto');
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}
if (typeof TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  Object.assign(globalThis, { TextEncoder: (require('node:util') as typeof import('node:util')).TextEncoder });
}

// antd needs these in jsdom.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
  }
}

// Unit tests mock the reference API's own origin; the browser default (the site's /api-gw
// forwarder on the page's host) is covered by tests/unit/http/gateway.test.ts.
process.env.NEXT_PUBLIC_API_ORIGIN ??= 'http://localhost:4000';
