import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http as mock, HttpResponse } from 'msw';
import { AiChat } from '@/components/search/ai/ai-chat';
import { server, setupMswServer } from '../../mocks/server';
import { envelope } from '../../mocks/handlers';
import { FreshSwr, freshSwrWrapper } from '../helpers/swr';

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

describe('<AiChat> before the page hydrates', () => {
  it('asks the page itself without script, and keeps a request typed while the scripts were loading', async () => {
    server.use(mock.get('*/ai/api/getUserType', () => HttpResponse.json(envelope({ name: 'new' }))));
    const ui = (
      <FreshSwr>
        <AiChat initial={null} />
      </FreshSwr>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const form = container.querySelector('form')!;
    const input = container.querySelector<HTMLInputElement>('#ai-input')!;
    const send = [...container.querySelectorAll('button')].find((b) => b.textContent === '发送')!;
    // Without script: a GET of /AISearch?q=…, which the server answers; Enter is not stopped by a disabled button.
    expect(form.getAttribute('action')).toBe('/AISearch');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.name).toBe('q');
    expect(input.required).toBe(true);
    expect(send.disabled).toBe(false);
    // The visitor is quicker than a slow phone's scripts.
    input.value = '北欧客厅';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(input.value).toBe('北欧客厅');
    await waitFor(() => expect(container.querySelector('[data-testid="ai-user-type"]')).toHaveAttribute('data-state', 'ready'));
    expect(input.value).toBe('北欧客厅');
    act(() => root!.unmount());
    container.remove();
  });
});
