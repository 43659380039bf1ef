import { ACCOUNT_KEYS, clearItems, getItem, initStorage, removeItem, setItem, STARTUP_KEYS } from '@/lib/storage';
import { getRaw } from '@/lib/storage/local-storage';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('SPEC §3 keys', () => {
  it('lists the twelve startup entries', () => {
    expect(STARTUP_KEYS).toEqual([
      'rightsStartDay',
      'accountId',
      'addressIpData',
      'loginAccountId',
      'vipStatus',
      'localClassifyList',
      'defaultCollect',
      'localHistory',
      'historyList',
      'referenceImgSourceCache',
      'hqEnlargeTipConfirmed',
      'showSider',
    ]);
  });
});

describe('initStorage (SPEC §4 startup)', () => {
  it('removes listed entries that do not parse and keeps the rest', () => {
    localStorage.setItem('accountId', '12345');
    localStorage.setItem('showSider', 'true');
    localStorage.setItem('addressIpData', '{"ip":"1.1.1.1"'); // truncated JSON
    localStorage.setItem('localHistory', 'not json');
    localStorage.setItem('vipStatus', 'undefined');
    localStorage.setItem('rightsStartDay', '"2025-01-01"');
    localStorage.setItem('unlisted', '{broken');
    expect(initStorage().sort()).toEqual(['addressIpData', 'localHistory', 'vipStatus']);
    expect(localStorage.getItem('accountId')).toBe('12345');
    expect(localStorage.getItem('showSider')).toBe('true');
    expect(localStorage.getItem('rightsStartDay')).toBe('"2025-01-01"');
    expect(localStorage.getItem('addressIpData')).toBeNull();
    expect(localStorage.getItem('localHistory')).toBeNull();
    expect(localStorage.getItem('unlisted')).toBe('{broken');
  });
  it('does nothing on an empty storage', () => {
    expect(initStorage()).toEqual([]);
  });
  it('never throws when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => initStorage()).not.toThrow();
    expect(initStorage()).toEqual([]);
  });
});

describe('typed get/set', () => {
  it('round-trips JSON values', () => {
    expect(setItem('showSider', true)).toBe(true);
    expect(getItem('showSider')).toBe(true);
    expect(setItem('historyList', [{ id: 1, title: '案例' }])).toBe(true);
    expect(getItem('historyList')).toEqual([{ id: 1, title: '案例' }]);
    expect(setItem('addressIpData', { ip: '1.2.3.4', country: '中国', province: '上海', city: '上海' })).toBe(true);
    expect(getItem('addressIpData')?.city).toBe('上海');
    expect(getRaw('showSider')).toBe('true');
  });
  it('gives null for absent or unparsable values', () => {
    expect(getItem('accountId')).toBeNull();
    localStorage.setItem('accountId', 'abc');
    expect(getItem('accountId')).toBeNull();
  });
  it('reports false instead of throwing on quota errors', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(setItem('localHistory', ['a'])).toBe(false);
  });
  it('refuses values JSON cannot represent', () => {
    expect(setItem('defaultCollect', undefined)).toBe(false);
  });
  it('never throws on read or remove failures', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(getItem('showSider')).toBeNull();
    expect(() => removeItem('showSider')).not.toThrow();
  });
  it('removes and clears keys', () => {
    setItem('accountId', 1);
    setItem('vipStatus', 1);
    setItem('showSider', false);
    removeItem('showSider');
    expect(getItem('showSider')).toBeNull();
    clearItems(ACCOUNT_KEYS);
    expect(getItem('accountId')).toBeNull();
    expect(getItem('vipStatus')).toBeNull();
  });
  it('treats a localStorage getter that throws as no storage', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(setItem('showSider', true)).toBe(false);
    expect(getItem('showSider')).toBeNull();
    spy.mockRestore();
  });
});
