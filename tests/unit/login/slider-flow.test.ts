import { applySliderCode, INITIAL_SLIDER_STATE, SLIDER_RELOGIN_MESSAGE } from '@/components/login/slider-flow';

const shown = { visible: true, checking: true, resets: 2 };

describe('slider flow codes (SPEC §4)', () => {
  it('400 shows the smart slider and starts the check', () => {
    expect(applySliderCode(INITIAL_SLIDER_STATE, 400)).toEqual({ state: { visible: true, checking: true, resets: 0 }, effect: 'start' });
  });

  it.each([600, 700])('%i does nothing', (code) => {
    const out = applySliderCode(shown, code);
    expect(out.effect).toBe('none');
    expect(out.state).toBe(shown);
  });

  it.each([100, 200])('%i passes: callback true, slider hides, widget resets', (code) => {
    expect(applySliderCode(shown, code)).toEqual({ state: { visible: false, checking: false, resets: 3 }, effect: 'pass' });
  });

  it.each([800, 900])('%i fails: callback false, widget resets', (code) => {
    expect(applySliderCode(shown, code)).toEqual({ state: { visible: true, checking: false, resets: 3 }, effect: 'fail' });
  });

  it('ignores unknown codes', () => {
    expect(applySliderCode(shown, 123).effect).toBe('none');
  });

  it('has the SPEC §8 message', () => {
    expect(SLIDER_RELOGIN_MESSAGE).toBe('请重新登录');
  });
});
