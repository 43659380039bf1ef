/**
 * device_model, os, os_version and network of SPEC §3, from the browser: the client hints
 * (navigator.userAgentData, its high-entropy values once fetched) when present, a parse of the
 * user-agent string otherwise, and navigator.connection for the network.
 */
export interface DeviceInfo {
  device_model: string;
  os: string;
  os_version: string;
  network: string;
}

export interface HintValues {
  platform?: string;
  platformVersion?: string;
  model?: string;
  mobile?: boolean;
}

interface NavigatorLike {
  userAgent?: string;
  onLine?: boolean;
  connection?: { effectiveType?: string; type?: string };
}

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };

/** OS, version and model read from a user-agent string. */
export function parseUserAgent(ua: string): Omit<DeviceInfo, 'network'> {
  let m: RegExpExecArray | null;
  if ((m = /Windows NT ([\d.]+)/.exec(ua))) return { os: 'Windows', os_version: WINDOWS_VERSIONS[m[1]!] ?? m[1]!, device_model: 'PC' };
  if ((m = /(iPhone|iPad|iPod).*? OS (\d+(?:_\d+)*)/.exec(ua))) return { os: 'iOS', os_version: m[2]!.replace(/_/g, '.'), device_model: m[1]! };
  if ((m = /Android (\d+(?:\.\d+)*)/.exec(ua))) {
    // "(Linux; Android 13; SM-S9080 Build/TP1A…; wv)": the part after the version, minus the
    // build; "K" is what a frozen UA string puts there instead of the model.
    const parts = (/\(([^)]*)\)/.exec(ua)?.[1] ?? '').split(';').map((p) => p.trim());
    const after = parts.slice(parts.findIndex((p) => p.startsWith('Android')) + 1);
    const model = after.map((p) => p.replace(/\s*Build\/.*$/, '').trim()).find((p) => p && p !== 'K' && p !== 'wv' && !/^[a-z]{2}(-[a-z]{2})?$/i.test(p));
    return { os: 'Android', os_version: m[1]!, device_model: model || 'Android' };
  }
  if ((m = /Mac OS X (\d+(?:[_.]\d+)*)/.exec(ua))) return { os: 'macOS', os_version: m[1]!.replace(/_/g, '.'), device_model: 'Mac' };
  if ((m = /CrOS \S+ ([\d.]+)/.exec(ua))) return { os: 'ChromeOS', os_version: m[1]!, device_model: 'Chromebook' };
  if (/HarmonyOS/.test(ua)) return { os: 'HarmonyOS', os_version: /HarmonyOS[ /]?([\d.]+)/.exec(ua)?.[1] ?? '', device_model: 'HarmonyOS' };
  if (/Linux/.test(ua)) return { os: 'Linux', os_version: '', device_model: 'PC' };
  return { os: 'unknown', os_version: '', device_model: 'unknown' };
}

/** "wifi", "4g" … from navigator.connection; "offline" when the browser says so; else "unknown". */
export function networkOf(nav: NavigatorLike): string {
  if (nav.onLine === false) return 'offline';
  const c = nav.connection;
  if (c?.type && c.type !== 'unknown' && c.type !== 'other') return c.type;
  return c?.effectiveType || 'unknown';
}

/** Client hints win where they say something (the frozen UA string hides versions and models). */
export function deviceInfo(nav: NavigatorLike, hints?: HintValues | null): DeviceInfo {
  const parsed = parseUserAgent(nav.userAgent ?? '');
  const platform = hints?.platform;
  const os = platform === 'macOS' || platform === 'Windows' || platform === 'Android' || platform === 'Chrome OS' || platform === 'Linux' || platform === 'iOS' ? (platform === 'Chrome OS' ? 'ChromeOS' : platform) : parsed.os;
  let osVersion = parsed.os_version;
  if (hints?.platformVersion && os === parsed.os) {
    // Windows reports 13+ as 11 (Microsoft's documented rule), others as they are.
    const major = Number(hints.platformVersion.split('.')[0]);
    osVersion = os === 'Windows' ? (major >= 13 ? '11' : major > 0 ? '10' : osVersion) : hints.platformVersion;
  }
  const model = hints?.model?.trim() || parsed.device_model;
  return { device_model: model, os, os_version: osVersion, network: networkOf(nav) };
}
