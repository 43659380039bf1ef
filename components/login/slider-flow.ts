import type { SliderCode } from '@/lib/api/contract/account';

/** What the slider widget shows, and a counter whose change resets it (handle back to start, new puzzle). */
export interface SliderFlowState {
  visible: boolean;
  checking: boolean;
  resets: number;
}

/** start: show and check; pass/fail: call back true/false; none: nothing changes. */
export type SliderEffect = 'start' | 'pass' | 'fail' | 'none';

export const INITIAL_SLIDER_STATE: SliderFlowState = { visible: false, checking: false, resets: 0 };

/**
 * SPEC §4, exactly: 400 shows the smart slider and starts the check; 600 and 700 do nothing;
 * 100 and 200 pass (callback true, slider hides, widget resets); 800 and 900 fail (callback
 * false, widget resets). Unknown codes are treated as nothing.
 */
export function applySliderCode(state: SliderFlowState, code: SliderCode | number): { state: SliderFlowState; effect: SliderEffect } {
  switch (code) {
    case 400:
      return { state: { ...state, visible: true, checking: true }, effect: 'start' };
    case 100:
    case 200:
      return { state: { visible: false, checking: false, resets: state.resets + 1 }, effect: 'pass' };
    case 800:
    case 900:
      return { state: { ...state, checking: false, resets: state.resets + 1 }, effect: 'fail' };
    default:
      return { state, effect: 'none' };
  }
}

/** SPEC §8: the message when the slider's server check does not answer errorCode 0. */
export const SLIDER_RELOGIN_MESSAGE = '请重新登录';
