import { render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { AiChat } from '@/components/search/ai/ai-chat';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';
import { freshSwrWrapper } from '../helpers/swr';

setupMswServer();

const wrapper = freshSwrWrapper();

describe('<AiChat> user type', () => {
  it.each([
    ['new', '第一次使用'],
    ['returning', '欢迎回来'],
    // A visitor the server knows from other pages has not used AI search: never 欢迎回来.
    ['visitor', '第一次使用'],
  ])('never prints the server type %s, only a Chinese welcome line', async (name, line) => {
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.json(envelope({ name }))));
    render(<AiChat initial={null} />, { wrapper });
    const p = screen.getByTestId('ai-user-type');
    await waitFor(() => expect(p).toHaveAttribute('data-state', 'ready'));
    expect(p).toHaveTextContent(line);
    expect(p.textContent).not.toContain(name);
    expect(p.textContent).not.toContain('用户类型');
  });

  it('shows nothing while loading or when the type could not be read', async () => {
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.error()));
    render(<AiChat initial={null} />, { wrapper });
    const p = screen.getByTestId('ai-user-type');
    expect(p).toBeEmptyDOMElement();
    await waitFor(() => expect(p).toHaveAttribute('data-state', 'error'));
    expect(p).toBeEmptyDOMElement();
  });
});
