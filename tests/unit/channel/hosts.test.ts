import {
  CHANNELS,
  CHANNEL_FULL_NAMES,
  CHANNEL_NAMES,
  channelForHost,
  channelHost,
  DEFAULT_CHANNEL,
  hostTable,
  isChannel,
  normalizeHost,
} from '@/lib/channel/hosts';

afterEach(() => delete process.env.SITE_DOMAIN);

describe('channels', () => {
  it('has the five audiences with short and full Chinese names', () => {
    expect(CHANNELS).toEqual(['interior', 'architecture', 'landscape', 'student', 'rendering']);
    expect(CHANNEL_NAMES).toEqual({ interior: '室内', architecture: '建筑', landscape: '景观', student: '学生', rendering: '效果图' });
    for (const c of CHANNELS) expect(CHANNEL_FULL_NAMES[c]).toContain(CHANNEL_NAMES[c]);
    expect(DEFAULT_CHANNEL).toBe('architecture');
  });
  it('isChannel', () => {
    expect(isChannel('interior')).toBe(true);
    expect(isChannel('Interior')).toBe(false);
    expect(isChannel(undefined)).toBe(false);
    expect(isChannel('toString')).toBe(false);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Interior.LocalHost:3000', 'interior.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['example.com.', 'example.com'],
    ['[::1]:3000', '[::1]'],
    ['  www.example.com:443 ', 'www.example.com'],
    ['', ''],
  ])('%s → %s', (input, out) => expect(normalizeHost(input)).toBe(out));
  it('handles null and undefined', () => {
    expect(normalizeHost(null)).toBe('');
    expect(normalizeHost(undefined)).toBe('');
  });
});

describe('channelForHost (development)', () => {
  it.each([
    ['localhost:3000', 'architecture'],
    ['127.0.0.1:3000', 'architecture'],
    ['interior.localhost:3000', 'interior'],
    ['architecture.localhost', 'architecture'],
    ['landscape.localhost:3000', 'landscape'],
    ['student.localhost:3000', 'student'],
    ['RENDERING.localhost:3000', 'rendering'],
    ['unknown.localhost:3000', 'architecture'],
    ['interior.example.com', 'architecture'],
    ['[::1]:3000', 'architecture'],
    ['', 'architecture'],
  ])('%s → %s', (host, channel) => expect(channelForHost(host)).toBe(channel));
  it('null/undefined host → architecture', () => {
    expect(channelForHost(null)).toBe('architecture');
    expect(channelForHost(undefined)).toBe('architecture');
  });
});

describe('channelForHost (production domain from SITE_DOMAIN)', () => {
  beforeEach(() => {
    process.env.SITE_DOMAIN = 'example.com';
  });
  it.each([
    ['interior.example.com', 'interior'],
    ['landscape.example.com:443', 'landscape'],
    ['student.example.com', 'student'],
    ['rendering.example.com', 'rendering'],
    ['architecture.example.com', 'architecture'],
    ['www.example.com', 'architecture'],
    ['example.com', 'architecture'],
    ['evil-interior.example.com', 'architecture'],
    ['interior.example.com.evil.net', 'architecture'],
    ['interior.localhost:3000', 'interior'],
    ['localhost', 'architecture'],
  ])('%s → %s', (host, channel) => expect(channelForHost(host)).toBe(channel));
  it('takes an explicit domain too', () => {
    expect(channelForHost('landscape.design.cn', 'design.cn')).toBe('landscape');
    expect(channelForHost('landscape.design.cn', undefined)).toBe('architecture');
  });
});

describe('hostTable and channelHost', () => {
  it('lists loopback, dev hosts and, with a domain, production hosts', () => {
    const dev = hostTable(undefined);
    expect(dev.size).toBe(2 + CHANNELS.length);
    const prod = hostTable('example.com');
    expect(prod.get('www.example.com')).toBe('architecture');
    expect(prod.get('interior.example.com')).toBe('interior');
    expect(prod.size).toBe(2 + CHANNELS.length * 2 + 2);
  });
  it('builds channel hosts', () => {
    expect(channelHost('interior', undefined)).toBe('interior.localhost');
    expect(channelHost('student', 'example.com')).toBe('student.example.com');
  });
});
