import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLIDER_HEIGHT, SLIDER_WIDTH, SMART_SLIDER_HEIGHT, SliderCaptcha } from '@/components/login/slider-captcha';
import type { SliderChallenge } from '@/lib/api/contract/account';

// jsdom has no PointerEvent: without it fireEvent.pointer* carries no clientX.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, writable: true });
}

const challenge: SliderChallenge = {
  code: 400,
  sessionId: 'sess_aaaaaaaaaaaa',
  width: 300,
  height: 100,
  pieceSize: 40,
  pieceY: 30,
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  expiresIn: 120,
};

function setup(overrides: Partial<Parameters<typeof SliderCaptcha>[0]> = {}) {
  const onRelease = jest.fn();
  const onRefresh = jest.fn();
  render(<SliderCaptcha challenge={challenge} loading={false} checking={false} onRelease={onRelease} onRefresh={onRefresh} {...overrides} />);
  return { onRelease, onRefresh, handle: screen.getByRole('slider', { name: '拖动滑块完成拼图' }) };
}

describe('SliderCaptcha', () => {
  it('is 300 x 100 with a 42-high smart slider (SPEC §9)', () => {
    setup();
    expect([SLIDER_WIDTH, SLIDER_HEIGHT, SMART_SLIDER_HEIGHT]).toEqual([300, 100, 42]);
    expect(screen.getByTestId('slider-puzzle')).toHaveStyle({ width: '300px', height: '100px' });
    expect(screen.getByTestId('smart-slider')).toHaveStyle({ width: '300px', height: '42px' });
    expect(screen.getByRole('img', { name: /拼图/ })).toHaveAttribute('src', challenge.background);
  });

  it('moves with the arrow keys (Shift: 10 px, Home/End) and confirms with Enter', async () => {
    const user = userEvent.setup();
    const { handle, onRelease } = setup();
    handle.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowLeft}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '21');
    await user.keyboard('{Enter}');
    expect(onRelease).toHaveBeenCalledWith(21, expect.any(Number));
    await user.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', '258');
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows a pointer drag and reports where it was released', () => {
    const { handle, onRelease } = setup();
    fireEvent.pointerDown(handle, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 180, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '258');
    fireEvent.pointerUp(handle, { clientX: 230, pointerId: 1 });
    expect(onRelease).toHaveBeenCalledWith(130, expect.any(Number));
  });

  it('ignores input while a release is being judged, and offers a new puzzle', async () => {
    const user = userEvent.setup();
    const { handle, onRelease, onRefresh } = setup({ checking: true, message: '验证未通过，请重试' });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onRelease).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('验证未通过，请重试');
    await user.click(screen.getByRole('button', { name: '换一张拼图' }));
    expect(onRefresh).toHaveBeenCalled();
  });
});
