// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BLOCKED_PORTS, portProblem } = require('../../../scripts/lib/ports.cjs') as {
  BLOCKED_PORTS: Set<number>;
  portProblem: (name: string, value: string | undefined) => string | null;
};

describe('ports npm start may serve on', () => {
  it('refuses every port fetch refuses (undici, the fetch of Node and of the site server)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const source: string = require('node:fs').readFileSync(require.resolve('undici/lib/web/fetch/constants.js'), 'utf8');
    const list = /const badPorts = [^[]*\[([^\]]*)\]/.exec(source)?.[1];
    expect(list).toBeTruthy();
    const undici = (list ?? '').match(/\d+/g)!.map(Number);
    expect(undici.length).toBeGreaterThan(50);
    expect([...BLOCKED_PORTS].sort((a, b) => a - b)).toEqual([...undici].sort((a, b) => a - b));
    expect(portProblem('API_PORT', '4045')).toMatch(/API_PORT=4045 .*refuse/);
  });

  it('takes ordinary ports and refuses what is not a port', () => {
    for (const p of ['3000', '4000', '3145', '4046', '65535']) expect(portProblem('PORT', p)).toBeNull();
    for (const p of ['0', '65536', 'abc', '', undefined, '30.5', '-1']) expect(portProblem('PORT', p)).toMatch(/not a port number/);
  });
});
