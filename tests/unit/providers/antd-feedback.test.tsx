import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { AntdProvider, MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '@/components/providers/antd-provider';
import { useFeedback } from '@/hooks/use-feedback';
import { advance } from '../helpers/timers';

const closed = jest.fn();

function Trigger() {
  const { message, notification } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => void message.success('登录成功')}>消息</button>
      <button type="button" onClick={() => notification.success({ title: '密码已修改', description: '其他设备上的登录已退出。' })}>通知</button>
      <button
        type="button"
        onClick={() => {
          void message.error('下单失败，请稍后重试');
          void message.warning({ content: '请输入收藏夹名称', duration: 3 });
          void message.info('提示', closed);
          void message.success('已复制', 3);
          void message.loading('正在保存');
          void message.open({ type: 'success', content: '已保存' });
          notification.error({ title: '支付失败' });
        }}
      >
        全部
      </button>
    </>
  );
}

/** antd's own App.useApp(), for comparison: its icons carry English names. */
function PlainTrigger() {
  const { message } = App.useApp();
  return (
    <button type="button" onClick={() => void message.success('登录成功')}>
      原样
    </button>
  );
}

/** The accessible names inside the feedback layers (messages and notifications). */
const namesInFeedback = () => [...document.querySelectorAll('.ant-message [aria-label], .ant-notification [aria-label]')].map((el) => el.getAttribute('aria-label'));

/** The triggers (and the plain antd ones with `plain`) inside the site's antd provider. */
function renderTriggers({ plain = false } = {}) {
  return render(
    <AntdProvider>
      <Trigger />
      {plain && <PlainTrigger />}
    </AntdProvider>,
  );
}

/** Clicks a trigger and lets its notice appear. */
async function press(name: string) {
  act(() => screen.getByRole('button', { name }).click());
  await advance(50);
}

describe('SPEC §9 feedback defaults through the antd App config', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are the SPEC values', () => {
    expect(MESSAGE_CONFIG).toEqual({ duration: 1.5, top: 65 });
    expect(NOTIFICATION_CONFIG).toEqual({ duration: 4.5, placement: 'topRight', top: 24, bottom: 24 });
  });

  it('a message shows 65 px from the top and is gone after 1.5 s', async () => {
    renderTriggers();
    await press('消息');
    expect(screen.getByText('登录成功')).toBeInTheDocument();
    expect((document.querySelector('.ant-message') as HTMLElement).style.getPropertyValue('--notification-top')).toBe('65px');
    await advance(1000);
    expect(screen.queryByText('登录成功')).toBeInTheDocument();
    await advance(1500);
    expect(screen.queryByText('登录成功')).not.toBeInTheDocument();
  });

  it('a notification shows top right, 24 px from the top, for 4.5 s', async () => {
    renderTriggers();
    await press('通知');
    expect(screen.getByText('密码已修改')).toBeInTheDocument();
    const box = document.querySelector('.ant-notification') as HTMLElement;
    expect(box.className).toContain('ant-notification-topRight');
    expect(box.style.getPropertyValue('--notification-top')).toBe('24px');
    await advance(4000);
    expect(screen.queryByText('密码已修改')).toBeInTheDocument();
    await advance(2000);
    expect(screen.queryByText('密码已修改')).not.toBeInTheDocument();
  });

  it('status icons say nothing in English to a screen reader: hidden, with no aria-label', async () => {
    renderTriggers({ plain: true });
    await press('原样');
    // What antd does by itself (the reason for useFeedback).
    expect(namesInFeedback()).toContain('check-circle');
    await advance(3000);
    expect(namesInFeedback()).toEqual([]);

    act(() => screen.getByRole('button', { name: '全部' }).click());
    act(() => screen.getByRole('button', { name: '消息' }).click());
    await advance(50);
    for (const text of ['下单失败，请稍后重试', '请输入收藏夹名称', '提示', '正在保存', '已保存', '支付失败', '登录成功']) expect(screen.getByText(text)).toBeInTheDocument();
    // Every notice kept its icon, and every icon is hidden from assistive technology.
    const icons = [...document.querySelectorAll('.ant-message .anticon, .ant-notification .anticon')].filter((el) => !el.closest('button'));
    expect(icons.length).toBeGreaterThanOrEqual(7);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    // Only Chinese names remain (a notification's close button: 关闭).
    expect(namesInFeedback().filter((n) => /[A-Za-z]/.test(n ?? ''))).toEqual([]);
    // Durations and close callbacks pass through as antd takes them: the default 1.5 s, a
    // config's 3 s, a plain number 3, and a callback in the duration's place.
    await advance(2000);
    expect(screen.queryByText('下单失败，请稍后重试')).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('请输入收藏夹名称')).toBeInTheDocument();
    expect(screen.getByText('已复制')).toBeInTheDocument();
    await advance(1500);
    expect(screen.queryByText('请输入收藏夹名称')).not.toBeInTheDocument();
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
  });
});
