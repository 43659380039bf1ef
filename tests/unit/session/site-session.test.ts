/**
 * @jest-environment node
 */
import { sealData } from 'iron-session';
import {
  createDeviceId,
  groupsFresh,
  GROUPS_TTL_MS,
  isValidDeviceId,
  MAX_SEAL_LENGTH,
  normalizeSession,
  readSession,
  sealSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  sessionCookieOptions,
} from '@/lib/session/site-session';

const PASSWORD = 'p'.repeat(32);
const OTHER = 'q'.repeat(32);
const DEVICE = '3f9c2a1e-7b7d-4c1e-9f0a-2b4c6d8e0f12';

describe('session seal and read', () => {
  it('round-trips a full payload', async () => {
    const payload = {
      deviceId: DEVICE,
      groups: [{ channel: 'case', groupName: 'caseDrive', groupValue: '2' }],
      groupsAt: 1_700_000_000_000,
      loginType: 1,
      source: { source: 'baidu', keyword: '室内设计', plan: 'p1', unit: 'u1', at: 5 },
    };
    const seal = await sealSession(payload, PASSWORD);
    expect(seal).toMatch(/^Fe26\.2\*/);
    await expect(readSession(seal, PASSWORD)).resolves.toEqual(payload);
  });
  it('round-trips a minimal payload', async () => {
    const seal = await sealSession({ deviceId: DEVICE }, PASSWORD);
    await expect(readSession(seal, PASSWORD)).resolves.toEqual({ deviceId: DEVICE });
  });
  it('gives null for missing, tampered, foreign or garbage cookies', async () => {
    const seal = await sealSession({ deviceId: DEVICE }, PASSWORD);
    await expect(readSession(undefined, PASSWORD)).resolves.toBeNull();
    await expect(readSession('', PASSWORD)).resolves.toBeNull();
    await expect(readSession(null, PASSWORD)).resolves.toBeNull();
    await expect(readSession(seal, OTHER)).resolves.toBeNull();
    await expect(readSession(`${seal.slice(0, -3)}abc`, PASSWORD)).resolves.toBeNull();
    await expect(readSession('not-a-seal', PASSWORD)).resolves.toBeNull();
  });
  it('gives null for a sealed payload without a valid device id', async () => {
    const seal = await sealData({ deviceId: 'x' }, { password: PASSWORD });
    await expect(readSession(seal, PASSWORD)).resolves.toBeNull();
  });
  it('gives null for an expired seal', async () => {
    const seal = await sealSession({ deviceId: DEVICE }, PASSWORD);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now + (SESSION_TTL_SECONDS + 120) * 1000);
    await expect(readSession(seal, PASSWORD)).resolves.toBeNull();
    spy.mockRestore();
  });
  it('refuses to seal an invalid device id', async () => {
    await expect(sealSession({ deviceId: '../../x' }, PASSWORD)).rejects.toThrow('invalid deviceId');
  });
  it('drops the groups when the seal would not fit a cookie', async () => {
    const groups = Array.from({ length: 60 }, (_, i) => ({ channel: 'c'.repeat(60), groupName: `g${i}`.padEnd(60, 'x'), groupValue: 'v'.repeat(60) }));
    const seal = await sealSession({ deviceId: DEVICE, groups, groupsAt: 1, loginType: 2 }, PASSWORD);
    expect(seal.length).toBeLessThanOrEqual(MAX_SEAL_LENGTH);
    await expect(readSession(seal, PASSWORD)).resolves.toEqual({ deviceId: DEVICE, loginType: 2 });
  });
  it('uses the process secret by default', async () => {
    process.env.SESSION_SECRET = 's'.repeat(40);
    jest.resetModules();
    const mod = await import('@/lib/session/site-session');
    const seal = await mod.sealSession({ deviceId: DEVICE });
    await expect(mod.readSession(seal)).resolves.toEqual({ deviceId: DEVICE });
    await expect(readSession(seal, 's'.repeat(40))).resolves.toEqual({ deviceId: DEVICE });
    delete process.env.SESSION_SECRET;
  });
});

describe('normalizeSession', () => {
  it('keeps only valid fields', () => {
    expect(
      normalizeSession({
        deviceId: DEVICE,
        groups: [{ channel: 'case', groupName: 'a', groupValue: '1' }, { nope: 1 }],
        groupsAt: 'yesterday',
        loginType: 1.5,
        source: { source: 'x'.repeat(300), keyword: 3, at: Infinity },
        extra: true,
      }),
    ).toEqual({ deviceId: DEVICE, groups: [{ channel: 'case', groupName: 'a', groupValue: '1' }], source: { source: 'x'.repeat(200) } });
    expect(normalizeSession({ deviceId: DEVICE, source: {} })).toEqual({ deviceId: DEVICE });
    expect(normalizeSession({ deviceId: DEVICE, source: 'x' })).toEqual({ deviceId: DEVICE });
    expect(normalizeSession(null)).toBeNull();
    expect(normalizeSession('x')).toBeNull();
  });
});

describe('device ids', () => {
  it('creates valid UUIDs and rejects odd ids', () => {
    const id = createDeviceId();
    expect(isValidDeviceId(id)).toBe(true);
    expect(createDeviceId()).not.toBe(id);
    expect(isValidDeviceId('short')).toBe(false);
    expect(isValidDeviceId('a'.repeat(65))).toBe(false);
    expect(isValidDeviceId('has space 123')).toBe(false);
    expect(isValidDeviceId(12345678)).toBe(false);
  });
});

describe('groupsFresh', () => {
  const now = 1_700_000_000_000;
  it('is true only for cached groups younger than the TTL', () => {
    const groups = [{ channel: 'case', groupName: 'a', groupValue: '1' }];
    expect(groupsFresh({ deviceId: DEVICE, groups, groupsAt: now }, now)).toBe(true);
    expect(groupsFresh({ deviceId: DEVICE, groups: [], groupsAt: now - GROUPS_TTL_MS + 1 }, now)).toBe(true);
    expect(groupsFresh({ deviceId: DEVICE, groups, groupsAt: now - GROUPS_TTL_MS }, now)).toBe(false);
    expect(groupsFresh({ deviceId: DEVICE, groups, groupsAt: now + 1000 }, now)).toBe(false);
    expect(groupsFresh({ deviceId: DEVICE, groups }, now)).toBe(false);
    expect(groupsFresh({ deviceId: DEVICE, groupsAt: now }, now)).toBe(false);
    expect(groupsFresh(null, now)).toBe(false);
  });
});

describe('cookie options', () => {
  it('HttpOnly, Lax, site-wide, secure in production', () => {
    expect(SESSION_COOKIE).toBe('site_session');
    expect(sessionCookieOptions(false)).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: SESSION_TTL_SECONDS });
    expect(sessionCookieOptions(true).secure).toBe(true);
  });
});
