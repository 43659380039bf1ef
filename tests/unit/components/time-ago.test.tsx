import { act, render } from '@testing-library/react';
import { TimeAgo } from '@/components/content/time-ago';

// Issue 35 part 5: "更新于 刚刚更新" — a relative label is a sentence of its own, not a date's.
describe('<TimeAgo style="updated-at">', () => {
  it.each([
    [10_000, '刚刚更新'],
    [5 * 60_000, '5分钟前更新'],
    [3 * 3600_000, '3小时前更新'],
  ])('%i ms ago reads %s, with no 更新于 before it', async (ago, text) => {
    const { container } = render(<TimeAgo ms={Date.now() - ago} style="updated-at" />);
    await act(async () => {});
    expect(container.textContent).toBe(text);
  });

  it('an older time reads 更新于 and the date, also before hydration', async () => {
    const { container } = render(<TimeAgo ms={Date.parse('2024-03-05T08:00:00Z')} style="updated-at" />);
    await act(async () => {});
    expect(container.textContent).toBe('更新于 2024-03-05');
  });
});
