import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { MyUpload, UploadIdentity } from '@/lib/api/contract/upload';
import { CreatorCentre } from '@/components/personal/creator-centre';
import { MyUploads } from '@/components/personal/my-uploads';
import { envelope } from '../../mocks/handlers';
import { server, setupMswServer } from '../../mocks/server';
import { renderWithProviders } from '../helpers/swr';

setupMswServer();
jest.setTimeout(30_000);

const base: MyUpload = { caseId: 1, title: '西溪森林里的家', cover: null, state: 'pending', returnReason: null, classifyName: '家居空间', pictureCount: 3, itemId: null, views: 0, downloads: 0, collects: 0, updatedAt: Date.UTC(2026, 10, 20), submittedAt: Date.UTC(2026, 10, 20), reviewedAt: null };

describe('我的上传 and 创作者中心', () => {
  it('shows each review state: pending, approved with its numbers, returned with the reason, the audit standard and resubmit', async () => {
    const list: MyUpload[] = [
      base,
      { ...base, caseId: 2, title: '山间茶室', state: 'approved', itemId: 900, views: 12345, downloads: 67, collects: 8 },
      { ...base, caseId: 3, title: '老屋改造', state: 'returned', returnReason: '图片含有水印' },
    ];
    server.use(mock.get('*/case/api/personal/queryMyUploadDetail', () => HttpResponse.json(envelope({ list, total: 3, page: 1, pageSize: 10, counts: { draft: 0, pending: 1, approved: 1, returned: 1 } }))));
    renderWithProviders(<MyUploads accountId={5} />);
    const rows = await screen.findAllByTestId('my-upload');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('审核中')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('已通过')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '山间茶室' })).toHaveAttribute('href', '/detail_news/detail/900/case');
    expect(within(rows[1]!).getByText('1.2万')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/退回原因：图片含有水印/)).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: '查看审核标准' })).toHaveAttribute('href', '/fusePage/auditStandard');
    expect(within(rows[2]!).getByRole('link', { name: '修改并重新提交 老屋改造' })).toHaveAttribute('href', '/caseUpload/3');
  });

  it('opens the creator centre by the identity flags, and says 获取数据失败 when errorCode is not 0', async () => {
    const identity: UploadIdentity = { accountId: 5, earnMoney: true, creatorCenter: true, editor: false, canUpload: true, counts: { draft: 0, pending: 1, approved: 2, returned: 0 }, views: 300, downloads: 4, collects: 5 };
    server.use(mock.get('*/account/uploadIdentity', () => HttpResponse.json(envelope(identity))));
    const { unmount } = renderWithProviders(<CreatorCentre accountId={5} />);
    expect(await screen.findByText('创作者中心已开通')).toBeInTheDocument();
    expect(screen.getByText('已获下载收益资格')).toBeInTheDocument();
    unmount();
    server.use(mock.get('*/account/uploadIdentity', () => HttpResponse.json(envelope(null, 50000, '服务繁忙'))));
    renderWithProviders(<CreatorCentre accountId={5} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('获取数据失败');
  });
});
