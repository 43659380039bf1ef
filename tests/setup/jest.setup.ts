import '@testing-library/jest-dom';

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
