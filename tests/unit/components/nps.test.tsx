import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NpsDialog from '@/components/nps/nps-dialog';
import { NpsPrompt } from '@/components/nps/nps-prompt';
import { recordHistory } from '@/lib/history/history-list';
import {
  answer,
  countView,
  dismiss,
  isValidScore,
  markShown,
  normalizeNps,
  npsGroup,
  NPS_KEY,
  NPS_MIN_VIEWS,
  readNps,
  shouldShowNps,
} from '@/components/nps/rules';

beforeEach(() => localStorage.clear());

describe('NPS rules', () => {
  it('accepts whole scores 0-10 only', () => {
    expect([0, 5, 10].every(isValidScore)).toBe(true);
    expect([-1, 11, 2.5, Number.NaN, '7'].some(isValidScore)).toBe(false);
  });

  it('groups detractors, passives and promoters', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('waits for engagement: page views or viewed items', () => {
    let s = { views: 0 };
    for (let i = 1; i < NPS_MIN_VIEWS; i++) s = countView(s);
    expect(shouldShowNps(s, 0)).toBe(false);
    expect(shouldShowNps(s, 2)).toBe(true);
    expect(shouldShowNps(countView(s), 0)).toBe(true);
  });

  it('is offered once: never again after being shown, dismissed or answered', () => {
    const engaged = { views: 10 };
    expect(shouldShowNps(markShown(engaged, 1), 0)).toBe(false);
    expect(shouldShowNps(dismiss(engaged, 1), 0)).toBe(false);
    expect(shouldShowNps(answer(engaged, 9, '', 1), 0)).toBe(false);
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
    render(<NpsPrompt delayMs={10} />);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    expect(readNps().views).toBe(1);
  });

  it('appears after the delay for an engaged visitor, once', async () => {
    recordHistory({ id: 1, kind: 'pin' });
    recordHistory({ id: 2, kind: 'pin' });
    const { unmount } = render(<NpsPrompt delayMs={1000} />);
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: /推荐/ })).toBeInTheDocument();
    expect(readNps().shownAt).toEqual(expect.any(Number));
    unmount();
    render(<NpsPrompt delayMs={0} />);
    await act(async () => {});
    expect(screen.queryByTestId('nps-dialog')).toBeNull();
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
