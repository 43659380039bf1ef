import { handleResponse, isTicketUrl } from '@/lib/http/handle-response';
import { navigateTo } from '@/lib/http/navigate';

jest.mock('@/lib/http/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;
beforeEach(() => navigate.mockClear());

/** Browsers hide a manual redirect behind an opaque response: status 0, no headers. */
const opaque = { type: 'opaqueredirect', status: 0, headers: new Headers(), body: null } as unknown as Response;

describe('handleResponse edge cases', () => {
  it('detects ticket URLs by the /cas/v1/tickets substring', () => {
    expect(isTicketUrl('http://a/cas/v1/tickets')).toBe(true);
    expect(isTicketUrl('http://a/sso/cas/v1/tickets/TGT-1?x')).toBe(true);
    expect(isTicketUrl('http://a/cas/v1/ticket')).toBe(false);
  });
  it('an opaque redirect of a GET sends the window to the request URL (the browser re-follows it)', async () => {
    await expect(handleResponse(opaque, 'http://api.test/login/loginByToken?token=1', 'GET')).resolves.toEqual({
      data: null,
      url: 'http://api.test/login/loginByToken?token=1',
      status: 0,
      location: null,
    });
    expect(navigate).toHaveBeenCalledWith('http://api.test/login/loginByToken?token=1');
  });
  it('an opaque redirect of a POST is only reported', async () => {
    await expect(handleResponse(opaque, 'http://api.test/x', 'POST')).resolves.toMatchObject({ status: 0, data: null });
    expect(navigate).not.toHaveBeenCalled();
  });
});
