import { fireEvent, render, screen } from '@testing-library/react';
import ChannelError from '@/app/[channel]/error';

describe('the channel error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('explains in Chinese, shows the error number, retries the segment and links home', () => {
    const reset = jest.fn();
    const error = Object.assign(new Error('boom'), { digest: '12345' });
    render(<ChannelError error={error} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('错误编号：12345');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('[page error]', '12345');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
