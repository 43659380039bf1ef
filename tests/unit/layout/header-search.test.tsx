import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { HeaderSearch } from '@/components/search/header-search';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';

// Hermetic: no banner words (so a blank submit has no placeholder word to search) and no word lists.
setupMswServer();
beforeEach(() => server.use(mock.all('*', () => HttpResponse.json(envelope([])))));

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

beforeEach(() => {
  push.mockReset();
  jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => jest.restoreAllMocks());

async function search(type: string, word: string, opts: { ctrl?: boolean } = {}) {
  const user = userEvent.setup();
  render(<HeaderSearch channel="architecture" defaultType={1} />);
  await user.selectOptions(screen.getByLabelText('搜索类型'), type);
  const input = screen.getByRole('combobox', { name: '搜索关键词' });
  await user.type(input, word);
  // Ctrl+Enter is handled on keydown (the combobox stops the implicit submit); plain searches submit the form.
  if (opts.ctrl) fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
  else fireEvent.submit(input.closest('form')!);
}

describe('HeaderSearch', () => {
  it('type 1 goes to the classify search path in the same window', async () => {
    await search('1', '北欧 客厅');
    expect(push).toHaveBeenCalledWith(`/classify/0_0_1_0_0_0_${encodeURIComponent('北欧 客厅')}_0_0_0`);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('types 2 and 4 go to /searchCase with searchType 0 and 1', async () => {
    await search('2', '酒店');
    expect(push).toHaveBeenLastCalledWith(`/searchCase/${encodeURIComponent('酒店')}?searchType=0`);
  });

  it('type 3 opens the renderings site in a new tab with st=21', async () => {
    await search('3', '客厅');
    expect(push).not.toHaveBeenCalled();
    const url = (window.open as jest.Mock).mock.calls[0][0] as string;
    expect(url).toContain('st=21');
    expect(url).toContain(encodeURIComponent('客厅'));
  });

  it('Ctrl+Enter opens the target in a new tab (searchOpen)', async () => {
    await search('4', '展厅', { ctrl: true });
    expect(push).not.toHaveBeenCalled();
    expect((window.open as jest.Mock).mock.calls[0][0]).toBe(`/searchCase/${encodeURIComponent('展厅')}?searchType=1`);
  });

  it('ignores a blank keyword', async () => {
    await search('1', '   ');
    expect(push).not.toHaveBeenCalled();
  });

  it('works as a plain GET form without JavaScript', () => {
    render(<HeaderSearch channel="architecture" defaultType={1} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/site-api/search');
    expect(form).toHaveAttribute('method', 'get');
  });
});
