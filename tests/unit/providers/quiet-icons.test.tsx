import { render, screen } from '@testing-library/react';
import { Alert, Button, ConfigProvider, Popconfirm, Result, Select } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { AntdProvider } from '@/components/providers/antd-provider';
import { CompactPagination } from '@/components/list';
import { QUIET_ICONS } from '@/components/providers/quiet-icons';
import { StatusResult } from '@/components/providers/status-result';

/** Accessible names with Latin letters: what issue 19 keeps out of the interface. */
const englishNames = (root: ParentNode) =>
  [...root.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '').filter((name) => /[A-Za-z]/.test(name));

function Controls() {
  return (
    <>
      <Select aria-label="统计时间范围" options={[{ value: 7, label: '近 7 天' }]} value={7} />
      <Alert type="success" showIcon title="已保存" />
      <Alert type="error" showIcon title="保存失败" />
      <Button loading>保存中</Button>
    </>
  );
}

describe('antd icons without English names (issue 19)', () => {
  it('antd alone names them in English (why the defaults exist)', () => {
    const { container } = render(
      <ConfigProvider locale={zhCN}>
        <Controls />
      </ConfigProvider>,
    );
    expect(englishNames(container)).toEqual(expect.arrayContaining(['down', 'check-circle', 'close-circle', 'loading']));
  });

  it('the provider’s defaults keep the icons, hidden from screen readers', () => {
    const { container } = render(
      <AntdProvider>
        <Controls />
      </AntdProvider>,
    );
    expect(englishNames(container)).toEqual([]);
    const icons = [...container.querySelectorAll('.anticon')];
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('a /personal list’s pagination names its arrows in Chinese, and is not shown for one page', () => {
    const { container, rerender } = render(
      <AntdProvider>
        <CompactPagination page={2} pageSize={10} total={200} onChange={() => undefined} />
      </AntdProvider>,
    );
    expect(englishNames(container)).toEqual([]);
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination-jump-next .anticon')).not.toBeNull();
    expect(container.querySelector('.ant-pagination-jump-next a')?.getAttribute('aria-label')).toBe('向后 5 页');
    rerender(
      <AntdProvider>
        <CompactPagination page={1} pageSize={10} total={10} onChange={() => undefined} />
      </AntdProvider>,
    );
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('result screens and confirmations keep their icons without English names', async () => {
    const { container } = render(
      <AntdProvider>
        {(['success', 'error', 'info', 'warning'] as const).map((status) => (
          <StatusResult key={status} status={status} title="支付成功" />
        ))}
        <StatusResult title="默认" />
        <Popconfirm open title="删除这个收藏夹？" okText="删除" cancelText="取消" icon={QUIET_ICONS.warning}>
          <button type="button">删除</button>
        </Popconfirm>
      </AntdProvider>,
    );
    // antd's own Result names its icon (the comparison that makes this test able to fail).
    const plain = render(<Result status="warning" title="账号受限" />);
    expect(englishNames(plain.container)).toEqual(['warning']);
    expect(container.querySelectorAll('.ant-result-icon .anticon')).toHaveLength(5);
    expect(englishNames(container)).toEqual([]);
    expect(englishNames(document.body).filter((n) => n !== 'warning')).toEqual([]);
    expect(await screen.findByText('删除这个收藏夹？')).toBeInTheDocument();
    expect(document.querySelector('.ant-popconfirm .anticon')?.getAttribute('aria-hidden')).toBe('true');
  });
});
