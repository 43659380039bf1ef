import { createStore } from 'jotai';
import { refreshAccount } from '@/components/login/account-store';
import { loginStatusAtom, userRiskAtom } from '@/components/login/state';
import { NOT_LOGGED_IN, serveAccount, vipInfo } from '../../mocks/account-handlers';
import { setupMswServer } from '../../mocks/server';

setupMswServer();

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'deviceId=device-risk-0001; Path=/';
});

// SPEC §3 UI flag "user risk level": held in userRiskAtom with the account's flagged SKUs and cases.
describe('the user risk flag', () => {
  it('holds the level and the flagged SKUs and cases the login check read, and forgets them when logged out', async () => {
    const flagged = [{ skuId: 'case-month', caseId: null, reason: 'refund' as const }];
    serveAccount({ vip: vipInfo({ riskLevel: 2, riskFlagged: flagged }) });
    const store = createStore();
    await refreshAccount(undefined, store);
    expect(store.get(loginStatusAtom)).toBe('user');
    expect(store.get(userRiskAtom)).toEqual({ riskLevel: 2, flagged });
    serveAccount({ accountInfo: [NOT_LOGGED_IN] });
    await refreshAccount({ deviceFallback: false }, store);
    expect(store.get(loginStatusAtom)).toBe('guest');
    expect(store.get(userRiskAtom)).toEqual({ riskLevel: 0, flagged: [] });
  });

  it('reads an answer without the list (an older API) as no flagged purchases', async () => {
    serveAccount({ vip: vipInfo({ riskLevel: 1, riskFlagged: undefined as never }) });
    const store = createStore();
    await refreshAccount(undefined, store);
    expect(store.get(userRiskAtom)).toEqual({ riskLevel: 1, flagged: [] });
  });
});
