import { render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { MyGroups } from '@/components/experiments/report/my-groups';
import { server, setupMswServer } from '../../mocks/server';
import { MOCK_GROUPS } from '../../mocks/handlers';
import { FreshSwr } from '../helpers/swr';

setupMswServer();

const show = (chosen: string | null) =>
  render(
    <FreshSwr config={{ dedupingInterval: 0 }}>
      <MyGroups chosen={chosen} />
    </FreshSwr>,
  );

beforeEach(() => {
  document.cookie = 'deviceId=unit-device-0001; path=/';
});

describe('<MyGroups> on the experiments report (the user-group hook on a screen)', () => {
  it("lists this browser's groups, the chosen experiment first", async () => {
    server.use(mock.post('*/userGroup/all', () => HttpResponse.json({ error: { errorCode: 0, message: '' }, data: MOCK_GROUPS })));
    const last = MOCK_GROUPS[MOCK_GROUPS.length - 1]!;
    show(last.groupName);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(MOCK_GROUPS.length);
    expect(items[0]).toHaveAttribute('data-current', 'true');
    expect(items[0]).toHaveTextContent(`分组 ${last.groupValue}`);
  });

  it('shows 获取数据失败 when the API answers errorCode ≠ 0', async () => {
    server.use(mock.post('*/userGroup/all', () => HttpResponse.json({ error: { errorCode: 500, message: 'boom' }, data: null })));
    show(null);
    expect(await screen.findByText('获取数据失败')).toBeInTheDocument();
    expect(screen.getByText('页面暂按本地保存的分组与默认值显示。')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
