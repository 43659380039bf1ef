import { isMobile } from 'is-mobile';

/**
 * The site's phone breakpoint: the layouts switch to their one-column phone form at
 * `@media (max-width: 600px)`, so a screen this narrow is treated as a phone.
 */
export const PHONE_MAX_WIDTH = 600;

/** The media query of PHONE_MAX_WIDTH, for matchMedia. */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

interface DeviceSignals {
  /** Whether PHONE_MEDIA_QUERY matches (the viewport is phone-narrow). */
  narrow: boolean;
  userAgent: string;
  /** navigator.userAgentData.mobile where the browser has client hints. */
  uaMobile?: boolean;
}

/**
 * A phone is a narrow screen or a mobile browser (its client hint, else its user-agent string):
 * a landscape phone is wider than the breakpoint, and a narrowed desktop window is not a phone
 * but has no room for more than the phone's layout either.
 */
export function isPhone({ narrow, userAgent, uaMobile }: DeviceSignals): boolean {
  return narrow || uaMobile === true || isMobile({ ua: userAgent });
}
