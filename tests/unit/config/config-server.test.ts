/**
 * @jest-environment node
 */
import { apiOrigin, areaOrigin, isServer } from '@/lib/config';

afterEach(() => {
  delete process.env.API_INTERNAL_ORIGIN;
  delete process.env.NEXT_PUBLIC_PAY_ORIGIN;
});

describe('lib/config on the server (no window)', () => {
  it('uses the internal origin, and areas follow it unless overridden', () => {
    expect(isServer()).toBe(true);
    expect(apiOrigin()).toBe('http://127.0.0.1:4000');
    expect(areaOrigin('caseApi')).toBe('http://127.0.0.1:4000');
    process.env.API_INTERNAL_ORIGIN = 'http://api.internal:8080';
    expect(apiOrigin()).toBe('http://api.internal:8080');
    process.env.NEXT_PUBLIC_PAY_ORIGIN = 'https://pay.example.com';
    expect(areaOrigin('pay')).toBe('https://pay.example.com');
  });
});
