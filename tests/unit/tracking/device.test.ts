import { deviceInfo, networkOf, parseUserAgent } from '@/components/tracking/device';

const UA = {
  win: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 13; SM-S9080 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  androidFrozen: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  cros: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it.each([
    ['win', { os: 'Windows', os_version: '10', device_model: 'PC' }],
    ['mac', { os: 'macOS', os_version: '10.15.7', device_model: 'Mac' }],
    ['iphone', { os: 'iOS', os_version: '17.1.2', device_model: 'iPhone' }],
    ['ipad', { os: 'iOS', os_version: '16.6', device_model: 'iPad' }],
    ['android', { os: 'Android', os_version: '13', device_model: 'SM-S9080' }],
    ['androidFrozen', { os: 'Android', os_version: '10', device_model: 'Android' }],
    ['linux', { os: 'Linux', os_version: '', device_model: 'PC' }],
    ['cros', { os: 'ChromeOS', os_version: '14541.0.0', device_model: 'Chromebook' }],
  ] as const)('%s', (name, expected) => {
    expect(parseUserAgent(UA[name])).toEqual(expected);
  });

  it('says unknown for garbage', () => {
    expect(parseUserAgent('')).toEqual({ os: 'unknown', os_version: '', device_model: 'unknown' });
  });
});

describe('client hints', () => {
  it('take the model and version over the frozen UA string', () => {
    expect(deviceInfo({ userAgent: UA.androidFrozen }, { platform: 'Android', platformVersion: '14.0.0', model: 'Pixel 8' })).toMatchObject({ os: 'Android', os_version: '14.0.0', device_model: 'Pixel 8' });
  });

  it('read Windows 11 from platformVersion 13+ (the UA says 10)', () => {
    expect(deviceInfo({ userAgent: UA.win }, { platform: 'Windows', platformVersion: '15.0.0', model: '' })).toMatchObject({ os: 'Windows', os_version: '11', device_model: 'PC' });
    expect(deviceInfo({ userAgent: UA.win }, { platform: 'Windows', platformVersion: '10.0.0' }).os_version).toBe('10');
  });

  it('fall back to the UA string when absent', () => {
    expect(deviceInfo({ userAgent: UA.mac }, null)).toMatchObject({ os: 'macOS', os_version: '10.15.7', device_model: 'Mac' });
  });
});

describe('network', () => {
  it('prefers the connection type, then the effective type', () => {
    expect(networkOf({ connection: { type: 'wifi', effectiveType: '4g' } })).toBe('wifi');
    expect(networkOf({ connection: { effectiveType: '3g' } })).toBe('3g');
    expect(networkOf({ connection: { type: 'unknown', effectiveType: '4g' } })).toBe('4g');
    expect(networkOf({})).toBe('unknown');
    expect(networkOf({ onLine: false, connection: { type: 'wifi' } })).toBe('offline');
  });
});
