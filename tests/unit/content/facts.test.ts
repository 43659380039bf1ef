import { factRows } from '@/lib/content/facts';

describe('detail facts', () => {
  it("list a case's spaces after its style, joined; empty lists and blank entries are left out", () => {
    const rows = factRows({ style: '侘寂', spaces: ['客厅', '卧室', '儿童房'], designFirm: '见域设计工作室' });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['风格', '侘寂'],
      ['空间', '客厅、卧室、儿童房'],
      ['设计公司', '见域设计工作室'],
    ]);
    expect(factRows({ spaces: [] })).toEqual([]);
    expect(factRows({ spaces: ['客厅', ' '] })).toEqual([]);
  });
});
