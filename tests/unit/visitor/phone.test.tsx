import { act, render, screen } from '@testing-library/react';
import { usePhone } from '@/hooks/use-phone';
import { isPhone, PHONE_MAX_WIDTH, PHONE_MEDIA_QUERY } from '@/lib/visitor/phone';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('isPhone (issue 35: the pay modal offers the cashier button on a phone)', () => {
  it('takes the site’s phone breakpoint', () => {
    expect(PHONE_MAX_WIDTH).toBe(600);
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 600px)');
  });

  it('is a phone by its user agent, even turned to landscape (wide)', () => {
    for (const ua of [UA.iphone, UA.android, UA.harmony]) expect(isPhone({ narrow: false, userAgent: ua })).toBe(true);
  });

  it('is a phone by the client hint, or by a narrow screen whatever the browser says', () => {
    expect(isPhone({ narrow: false, userAgent: UA.windows, uaMobile: true })).toBe(true);
    expect(isPhone({ narrow: true, userAgent: UA.windows })).toBe(true);
  });

  it('is not a phone on a wide desktop, a Mac or a Chromebook', () => {
    for (const ua of [UA.windows, UA.mac, UA.chromebook]) expect(isPhone({ narrow: false, userAgent: ua, uaMobile: false })).toBe(false);
    expect(isPhone({ narrow: false, userAgent: '' })).toBe(false);
  });
});

describe('usePhone', () => {
  const realUa = navigator.userAgent;
  let listeners: Array<() => void> = [];
  let narrow = false;
  beforeEach(() => {
    listeners = [];
    narrow = false;
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return query === PHONE_MEDIA_QUERY && narrow;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: (_: string, fn: () => void) => (listeners = listeners.filter((l) => l !== fn)),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: realUa, configurable: true });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  function Probe() {
    return <p>{usePhone() ? 'phone' : 'computer'}</p>;
  }

  it('follows the screen across the breakpoint (a rotated phone, a narrowed window)', () => {
    Object.defineProperty(navigator, 'userAgent', { value: UA.windows, configurable: true });
    render(<Probe />);
    expect(screen.getByText('computer')).toBeInTheDocument();
    act(() => {
      narrow = true;
      for (const l of listeners) l();
    });
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('says phone for a mobile user agent on a wide screen', () => {
    Object.defineProperty(navigator, 'userAgent', { value: UA.iphone, configurable: true });
    render(<Probe />);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('decides by the user agent alone where matchMedia is missing', () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    Object.defineProperty(navigator, 'userAgent', { value: UA.windows, configurable: true });
    render(<Probe />);
    expect(screen.getByText('computer')).toBeInTheDocument();
  });
});
