// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server script's CommonJS helper
const { clientAddress, trustedHops } = require('../../../lib/server/client-address.cjs') as {
  clientAddress: (xff: string | undefined, socket: string | undefined, hops: number) => string;
  trustedHops: (v: string | undefined) => number;
};

describe('the visitor address the site forwards to the API', () => {
  it('is the socket’s when nothing is in front, whatever the client writes', () => {
    expect(clientAddress(undefined, '::ffff:203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress('1.2.3.4, 5.6.7.8', '203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('behind trusted proxies is the address the outermost one saw, not what the client prepended', () => {
    // nginx appends the address it was reached from; the socket is nginx itself.
    expect(clientAddress('198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientAddress('1.2.3.4, 198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
    expect(clientAddress('1.2.3.4, 198.51.100.7, 10.0.0.2', '127.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientAddress('<script>, 198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
    // Fewer entries than hops: the farthest known address, never undefined.
    expect(clientAddress(undefined, '127.0.0.1', 2)).toBe('127.0.0.1');
  });

  it('reads SITE_PROXY_HOPS as 0-5, anything else as 0', () => {
    expect([undefined, '', '1', '5', '6', '-1', 'x', '1.5'].map(trustedHops)).toEqual([0, 0, 1, 5, 0, 0, 0, 0]);
  });
});
