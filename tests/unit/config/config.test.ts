import {
  aiOrigin,
  apiOrigin,
  apiRenderBudgetMs,
  apiTimeoutMs,
  areaOrigin,
  caseApiOrigin,
  commodityOrigin,
  envBasePath,
  groupsTimeoutMs,
  internalApiOrigin,
  payOrigin,
  publicApiOrigin,
  renderSiteOrigin,
  siteDomain,
  ssoOrigin,
  userApiOrigin,
} from '@/lib/config';

const KEYS = [
  'NEXT_PUBLIC_API_ORIGIN',
  'API_INTERNAL_ORIGIN',
  'NEXT_PUBLIC_USER_API_ORIGIN',
  'NEXT_PUBLIC_CASE_API_ORIGIN',
  'NEXT_PUBLIC_AI_ORIGIN',
  'NEXT_PUBLIC_PAY_ORIGIN',
  'NEXT_PUBLIC_COMMODITY_ORIGIN',
  'NEXT_PUBLIC_SSO_ORIGIN',
  'NEXT_PUBLIC_RENDER_SITE_ORIGIN',
  'NEXT_PUBLIC_BASE_PATH',
  'SITE_DOMAIN',
  'API_TIMEOUT_MS',
  'API_RENDER_BUDGET_MS',
  'GROUPS_TIMEOUT_MS',
];
afterEach(() => KEYS.forEach((k) => delete process.env[k]));

describe('lib/config (browser side: jsdom has a window)', () => {
  it('defaults', () => {
    delete process.env.NEXT_PUBLIC_API_ORIGIN; // jest.setup points unit tests at the reference API
    expect(publicApiOrigin()).toBe(`${window.location.origin}/api-gw`);
    expect(internalApiOrigin()).toBe('http://127.0.0.1:4000');
    expect(apiOrigin()).toBe(`${window.location.origin}/api-gw`);
    expect(renderSiteOrigin()).toBe('http://rendering.localhost:3000');
    expect(siteDomain()).toBeUndefined();
    expect(envBasePath()).toBeUndefined();
    expect(apiTimeoutMs()).toBe(4000);
    expect(groupsTimeoutMs()).toBe(1500);
  });
  it('every area defaults to the API origin and follows it', () => {
    // Unset, the browser calls the API through the site's own /api-gw forwarder (docs/security.md).
    for (const f of [userApiOrigin, caseApiOrigin, aiOrigin, payOrigin, commodityOrigin, ssoOrigin]) expect(f()).toBe(`${window.location.origin}/api-gw`);
    process.env.NEXT_PUBLIC_API_ORIGIN = 'https://api.example.com/';
    expect(apiOrigin()).toBe('https://api.example.com');
    expect(areaOrigin('caseApi')).toBe('https://api.example.com');
    expect(areaOrigin('api')).toBe('https://api.example.com');
  });
  it('per-area overrides', () => {
    process.env.NEXT_PUBLIC_USER_API_ORIGIN = 'https://user.example.com';
    process.env.NEXT_PUBLIC_CASE_API_ORIGIN = 'https://case.example.com';
    process.env.NEXT_PUBLIC_AI_ORIGIN = 'https://ai.example.com';
    process.env.NEXT_PUBLIC_PAY_ORIGIN = 'https://pay.example.com';
    process.env.NEXT_PUBLIC_COMMODITY_ORIGIN = 'https://shop.example.com';
    process.env.NEXT_PUBLIC_SSO_ORIGIN = 'https://sso.example.com//';
    expect(userApiOrigin()).toBe('https://user.example.com');
    expect(caseApiOrigin()).toBe('https://case.example.com');
    expect(aiOrigin()).toBe('https://ai.example.com');
    expect(payOrigin()).toBe('https://pay.example.com');
    expect(commodityOrigin()).toBe('https://shop.example.com');
    expect(ssoOrigin()).toBe('https://sso.example.com');
  });
  it('blank values count as unset; bad numbers fall back', () => {
    process.env.NEXT_PUBLIC_API_ORIGIN = '   ';
    process.env.API_TIMEOUT_MS = '-5';
    process.env.GROUPS_TIMEOUT_MS = '2.5';
    process.env.API_RENDER_BUDGET_MS = 'x';
    expect(publicApiOrigin()).toBe(`${window.location.origin}/api-gw`);
    expect(apiTimeoutMs()).toBe(4000);
    expect(groupsTimeoutMs()).toBe(1500);
    expect(apiRenderBudgetMs()).toBe(2500);
    process.env.API_TIMEOUT_MS = '2500';
    process.env.GROUPS_TIMEOUT_MS = '800';
    process.env.API_RENDER_BUDGET_MS = '2000';
    expect(apiTimeoutMs()).toBe(2500);
    expect(groupsTimeoutMs()).toBe(800);
    expect(apiRenderBudgetMs()).toBe(2000);
  });
  it('site domain, base path and render site', () => {
    process.env.SITE_DOMAIN = ' .Example.COM ';
    process.env.NEXT_PUBLIC_BASE_PATH = '/app/';
    process.env.NEXT_PUBLIC_RENDER_SITE_ORIGIN = 'https://xr.example.com/';
    expect(siteDomain()).toBe('example.com');
    expect(envBasePath()).toBe('/app');
    expect(renderSiteOrigin()).toBe('https://xr.example.com');
  });
});
