import { act, fireEvent, render, screen } from '@testing-library/react';
import PictureViewer from '@/components/viewer/picture-viewer';
import { clampPan, fitSize, IDENTITY, keyAction, MAX_SCALE, requestWidth, stepIndex, viewerImageUrl, zoomAt } from '@/lib/viewer/viewer-math';
import { giveViewerStageASize } from '../helpers/viewer-stage';

const tracked: [string, Record<string, unknown>][] = [];
jest.mock('@/components/tracking', () => ({ track: (type: string, input: Record<string, unknown>) => tracked.push([type, input]) }));

giveViewerStageASize();

const images = [1, 2, 3].map((n) => ({ url: `http://oss.test/pool/${n}.jpg`, width: 2400, height: 1600, alt: `图 ${n}` }));

beforeEach(() => {
  tracked.length = 0;
  localStorage.clear();
});

describe('viewer math', () => {
  it('fits inside the stage without upscaling', () => {
    expect(fitSize({ width: 2400, height: 1600 }, { width: 1000, height: 700 })).toEqual({ width: 1000, height: 667 });
    expect(fitSize({ width: 300, height: 200 }, { width: 1000, height: 700 })).toEqual({ width: 300, height: 200 });
    expect(fitSize({ width: 0, height: 200 }, { width: 1000, height: 700 })).toEqual({ width: 0, height: 0 });
  });
  it('asks the image service for the displayed width × device pixel ratio, in buckets, never above the original', () => {
    expect(requestWidth(1000, 1, 2400)).toBe(1280);
    expect(requestWidth(1000, 2, 2400)).toBe(2048);
    expect(requestWidth(1000, 2, 1500)).toBe(1500);
    expect(requestWidth(390, 3, 5000)).toBe(1280);
    expect(requestWidth(1000, 8, 9000)).toBe(3200); // pixel ratio capped at 3
    expect(requestWidth(1000, 1, 9000, true)).toBe(4096);
    expect(requestWidth(1000, 1, 2400, true)).toBe(2400);
    expect(viewerImageUrl(images[0]!, 1280)).toMatch(/x-oss-process=image\/resize,m_lfit,w_1280.*format,webp/);
  });
  it('zooms at a point and keeps a zoomed picture covering the stage', () => {
    const z = zoomAt(IDENTITY, 2, 100, 0);
    expect(z).toEqual({ scale: 2, x: -100, y: 0 });
    expect(zoomAt(z, 0.5, 0, 0)).toEqual(IDENTITY);
    expect(zoomAt(IDENTITY, 99, 0, 0).scale).toBe(MAX_SCALE);
    expect(clampPan({ scale: 2, x: 5000, y: -5000 }, { width: 1000, height: 667 }, { width: 1000, height: 700 })).toEqual({ scale: 2, x: 500, y: -317 });
  });
  it('wraps around when stepping; one picture does not step', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBeNull();
  });
  it('maps the keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Escape', '+', '-', '0', 'Home', 'End', 'a'].map(keyAction)).toEqual(['prev', 'next', 'close', 'zoomIn', 'zoomOut', 'reset', 'first', 'last', null]);
  });
});

describe('PictureViewer keyboard and screen reader', () => {
  function open(start = 0) {
    const onClose = jest.fn();
    render(<PictureViewer images={images} startIndex={start} title="某案例" track={{ kind: 'case', doc_id: 7 }} onClose={onClose} />);
    return { onClose, dialog: screen.getByRole('dialog', { name: '图片查看器：某案例' }) };
  }

  it('is a labelled modal dialog that starts on 关闭 and announces the position', () => {
    const { dialog } = open(1);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭图片查看器' }));
    expect(screen.getByTestId('viewer-counter')).toHaveTextContent('第 2 张，共 3 张');
    expect(screen.getByTestId('viewer-counter')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('img', { name: '图 2' })).toHaveAttribute('width', '1000');
  });

  it('←/→ switch (wrapping), Home/End jump, each switch tracked as switch_img', () => {
    const { dialog } = open(0);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByTestId('viewer-counter')).toHaveTextContent('第 2 张');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByTestId('viewer-counter')).toHaveTextContent('第 3 张');
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(screen.getByTestId('viewer-counter')).toHaveTextContent('第 1 张');
    expect(tracked.map(([t]) => t)).toEqual(['switch_img', 'switch_img', 'switch_img', 'switch_img']);
    expect(tracked[0]![1]).toMatchObject({ kind: 'case', doc_id: 7, index: 2, area: 'viewer' });
  });

  it('+ / − / 0 zoom and reset; the buttons say so', () => {
    const { dialog } = open();
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: '+' });
    expect(screen.getByTestId('viewer-scale')).toHaveTextContent('150%');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByTestId('viewer-scale')).toHaveTextContent('225%');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(screen.getByTestId('viewer-scale')).toHaveTextContent('150%');
    fireEvent.keyDown(dialog, { key: '0' });
    expect(screen.getByTestId('viewer-scale')).toHaveTextContent('100%');
  });

  it('Esc closes', () => {
    const { dialog, onClose } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Tab and Shift+Tab stay inside the dialog', () => {
    const { dialog } = open();
    const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const last = buttons[buttons.length - 1]!;
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('HQ enlarge: the tip shows once, its confirmation is remembered in hqEnlargeTipConfirmed', () => {
    const { dialog } = open();
    fireEvent.click(screen.getByTestId('viewer-hq'));
    expect(screen.getByTestId('viewer-hq-tip')).toBeInTheDocument();
    expect(screen.queryByTestId('viewer-hq-image')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' }); // Esc closes the tip first
    expect(screen.queryByTestId('viewer-hq-tip')).toBeNull();
    fireEvent.click(screen.getByTestId('viewer-hq'));
    fireEvent.click(screen.getByRole('button', { name: '知道了，查看高清图' }));
    expect(localStorage.getItem('hqEnlargeTipConfirmed')).toBe('true');
    expect(screen.getByTestId('viewer-hq-image').getAttribute('src')).toMatch(/w_2400/);
    expect(tracked.find(([t, i]) => t === 'enlarge_img' && i.area === 'hq')).toBeTruthy();
    // The next picture goes straight to HQ: no tip.
    act(() => {
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    });
    fireEvent.click(screen.getByTestId('viewer-hq'));
    expect(screen.queryByTestId('viewer-hq-tip')).toBeNull();
    expect(screen.getByTestId('viewer-hq-image')).toBeInTheDocument();
  });
});
