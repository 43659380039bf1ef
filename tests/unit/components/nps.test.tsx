import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NpsDialog from '@/components/nps/nps-dialog';
import { NpsPrompt } from '@/components/nps/nps-prompt';
import { recordHistory } from '@/lib/history/history-list';
import { busyFor, resetBusy } from '@/lib/ui/busy';
import {
  answer,
  countView,
  dismiss,
  isValidScore,
  markShown,
  normalizeNps,
  npsGroup,
  NPS_KEY,
  NPS_MIN_TENURE_MS,
  NPS_MIN_VIEWS,
  NPS_PERIOD_MS,
  readNps,
  writeNps,
  shouldShowNps,
} from '@/components/nps/rules';

beforeEach(() => {
  localStorage.clear();
  resetBusy();
});

const DAY = 24 * 3600_000;
/** A visitor first seen two days ago. */
const returning = (views: number): { views: number; firstSeenAt?: number } => ({ views, firstSeenAt: Date.now() - 2 * DAY });

describe('NPS rules', () => {
  it('accepts whole scores 0-10 only', () => {
    expect([0, 5, 10].every(isValidScore)).toBe(true);
    expect([-1, 11, 2.5, Number.NaN, '7'].some(isValidScore)).toBe(false);
  });

  it('groups detractors, passives and promoters', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('waits for engagement: page views or viewed items', () => {
    let s = returning(0);
    for (let i = 1; i < NPS_MIN_VIEWS; i++) s = countView(s);
    expect(shouldShowNps(s, 0)).toBe(false);
    expect(shouldShowNps(s, 2)).toBe(true);
    expect(shouldShowNps(countView(s), 0)).toBe(true);
  });

  it('never asks in a first visit: the visitor must have been first seen a day before', () => {
    const now = Date.now();
    const fresh = countView(countView({ views: 0 }, now), now);
    expect(fresh.firstSeenAt).toBe(now);
    expect(shouldShowNps({ ...fresh, views: 50 }, 10, now + 30 * 60_000)).toBe(false);
    expect(shouldShowNps({ ...fresh, views: 50 }, 10, now + NPS_MIN_TENURE_MS)).toBe(true);
    // An older stored state without firstSeenAt starts counting now.
    expect(shouldShowNps({ views: 50 }, 10)).toBe(false);
  });

  it('is offered once per period after being shown, dismissed or answered', () => {
    const engaged = returning(10);
    const t = Date.now();
    for (const s of [markShown(engaged, t), dismiss(engaged, t), answer(engaged, 9, '', t)]) {
      expect(shouldShowNps(s, 0, t + 30 * DAY)).toBe(false);
      expect(shouldShowNps(s, 0, t + NPS_PERIOD_MS + 1)).toBe(true);
    }
  });

  it('records a valid answer (trimmed comment, unsent) and ignores an invalid one', () => {
    const s = answer({ views: 3 }, 8, '  很好用  ', 42);
    expect(s.answer).toEqual({ score: 8, comment: '很好用', at: 42, sent: false });
    expect(answer({ views: 3 }, 12, 'x')).toEqual({ views: 3 });
  });

  it('treats unreadable stored state as a fresh visitor', () => {
    expect(normalizeNps(null)).toEqual({ views: 0 });
    expect(normalizeNps({ views: 'many', shownAt: -1, answer: { score: 99 } })).toEqual({ views: 0 });
    localStorage.setItem(NPS_KEY, '{broken');
    expect(readNps()).toEqual({ views: 0 });
  });
});

describe('<NpsPrompt>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts views and stays hidden before engagement', () => {
    render(<NpsPrompt delayMs={10} calmMs={0} />);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    expect(readNps().views).toBe(1);
  });

  it('appears after the delay for an engaged visitor, once', async () => {
    writeNps(returning(0));
    recordHistory({ id: 1, kind: 'pin' });
    recordHistory({ id: 2, kind: 'pin' });
    const { unmount } = render(<NpsPrompt delayMs={1000} calmMs={0} />);
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: /推荐/ })).toBeInTheDocument();
    expect(readNps().shownAt).toEqual(expect.any(Number));
    unmount();
    render(<NpsPrompt delayMs={0} calmMs={0} />);
    await act(async () => {});
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
  });
});

describe('<NpsPrompt> waits for a calm page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    writeNps(returning(10));
  });
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  }

  it('not while a download was just started, nor while a form is marked busy', async () => {
    busyFor(30_000);
    const form = document.createElement('form');
    form.setAttribute('data-busy', 'upload');
    render(<NpsPrompt delayMs={1000} calmMs={4000} />);
    await advance(20_000);
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    document.body.appendChild(form);
    await advance(20_000);
    // The quiet period is over, but the upload form is on the page.
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    form.remove();
    await advance(2000);
    // Calm again, but not yet for calmMs.
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    await advance(6000);
    expect(readNps().shownAt).toEqual(expect.any(Number));
  });

  it('not while a modal dialog is open', async () => {
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.appendChild(modal);
    // jsdom lays nothing out: say this one is displayed.
    modal.getClientRects = () => [{}] as unknown as DOMRectList;
    render(<NpsPrompt delayMs={0} calmMs={2000} />);
    await advance(60_000);
    expect(readNps().shownAt).toBeUndefined();
    modal.remove();
    await advance(4000);
    expect(readNps().shownAt).toEqual(expect.any(Number));
  });
});

describe('<NpsDialog>', () => {
  it('submits a 0-10 score with a comment, keeps it locally and thanks the visitor', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    render(<NpsDialog onDone={onDone} />);
    const submit = screen.getByRole('button', { name: '提交' });
    expect(submit).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.type(screen.getByRole('textbox', { name: /还有什么/ }), '案例很丰富');
    await user.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('感谢您的反馈');
    expect(readNps().answer).toMatchObject({ score: 9, comment: '案例很丰富', sent: false });
  });

  it('is dismissed for good with Escape (keyboard) or 不再显示', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    const { unmount } = render(<NpsDialog onDone={onDone} />);
    await user.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: '3' }), { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(readNps().dismissedAt).toEqual(expect.any(Number));
    expect(readNps().answer).toBeUndefined();
    unmount();
    localStorage.clear();
    render(<NpsDialog onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: '不再显示' }));
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(readNps().dismissedAt).toEqual(expect.any(Number));
  });
});
