import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { AntdProvider, MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '@/components/providers/antd-provider';

function Trigger() {
  const { message, notification } = App.useApp();
  return (
    <>
      <button type="button" onClick={() => void message.success('登录成功')}>消息</button>
      <button type="button" onClick={() => notification.success({ title: '密码已修改', description: '其他设备上的登录已退出。' })}>通知</button>
    </>
  );
}

describe('SPEC §9 feedback defaults through the antd App config', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are the SPEC values', () => {
    expect(MESSAGE_CONFIG).toEqual({ duration: 1.5, top: 65 });
    expect(NOTIFICATION_CONFIG).toEqual({ duration: 4.5, placement: 'topRight', top: 24, bottom: 24 });
  });

  it('a message shows 65 px from the top and is gone after 1.5 s', async () => {
    render(
      <AntdProvider>
        <Trigger />
      </AntdProvider>,
    );
    act(() => screen.getByRole('button', { name: '消息' }).click());
    await act(async () => void (await jest.advanceTimersByTimeAsync(50)));
    expect(screen.getByText('登录成功')).toBeInTheDocument();
    expect((document.querySelector('.ant-message') as HTMLElement).style.getPropertyValue('--notification-top')).toBe('65px');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(screen.queryByText('登录成功')).toBeInTheDocument();
    await act(async () => void (await jest.advanceTimersByTimeAsync(1500)));
    expect(screen.queryByText('登录成功')).not.toBeInTheDocument();
  });

  it('a notification shows top right, 24 px from the top, for 4.5 s', async () => {
    render(
      <AntdProvider>
        <Trigger />
      </AntdProvider>,
    );
    act(() => screen.getByRole('button', { name: '通知' }).click());
    await act(async () => void (await jest.advanceTimersByTimeAsync(50)));
    expect(screen.getByText('密码已修改')).toBeInTheDocument();
    const box = document.querySelector('.ant-notification') as HTMLElement;
    expect(box.className).toContain('ant-notification-topRight');
    expect(box.style.getPropertyValue('--notification-top')).toBe('24px');
    await act(async () => void (await jest.advanceTimersByTimeAsync(4000)));
    expect(screen.queryByText('密码已修改')).toBeInTheDocument();
    await act(async () => void (await jest.advanceTimersByTimeAsync(2000)));
    expect(screen.queryByText('密码已修改')).not.toBeInTheDocument();
  });
});
