/**
 * Every enterprise's carbon accounts: searched by enterprise, compliance year and state, paged by the server; the
 * export takes the same filter (the search asked, not the draft).
 */
import { useState } from 'react';
import { CARBON_FIRST_YEAR, CARBON_STATES, carbonMaxYear, formatCarbonTonnes as t } from '@portal/shared/carbon/rules';
import type { CarbonState } from '@portal/shared/carbon/rules';
import {
  PagedTable,
  Pager,
  SearchForm,
  SearchInput,
  SearchSelect,
  usePagedSearch,
  type Column,
} from '@portal/subapp-kit/react/paging';
import { submitFailure } from '@portal/subapp-kit/react/form';
import type { ViewProps } from './App.tsx';
import { StateTag } from '../../carbon/src/shared/StateTag.tsx';

interface Filter {
  entName: string;
  year: string;
  state: CarbonState | '';
}
const EMPTY: Filter = { entName: '', year: '', state: '' };
const YEARS = Array.from({ length: carbonMaxYear() - CARBON_FIRST_YEAR + 1 }, (_, i) => String(carbonMaxYear() - i));
const COLUMNS: readonly Column[] = [
  '企业名称',
  '履约年度',
  { label: '配额分配（吨）', className: 'el-num' },
  { label: '核查排放量（吨）', className: 'el-num' },
  { label: '持有配额（吨）', className: 'el-num' },
  { label: '已清缴（吨）', className: 'el-num' },
  { label: '缺口（吨）', className: 'el-num' },
  '履约状态',
  '清缴截止日',
  '操作',
];

export function AccountList({
  call,
  download,
  report,
  onOpen,
  onEntry,
}: ViewProps & { onOpen: (id: string) => void; onEntry: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState('');
  const { field, filter, form, table, pager } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, entName: d.entName.trim() }),
    load: async ({ year, ...params }, signal) =>
      (await call('carbonAdminPage', { ...params, year: year ? Number(year) : '' }, { signal })).data[0],
    report,
  });

  const exportList = async () => {
    setExporting(true);
    setFailure('');
    try {
      await download('carbonAdminExport', { ...filter }, '碳账户.xlsx');
      report(null);
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (apiErr) setFailure(apiErr.message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">企业碳账户</h2>
        <div className="ca-actions">
          <button type="button" className="el-btn" disabled={exporting} onClick={() => void exportList()}>
            {exporting ? '导出中…' : '导出'}
          </button>
          <button type="button" className="el-btn el-btn-primary" onClick={onEntry}>
            登记配额与排放
          </button>
        </div>
      </div>
      {failure ? (
        <div className="el-alert el-alert-error" role="alert">
          {failure}
        </div>
      ) : null}

      <SearchForm {...form}>
        <SearchInput label="企业名称" {...field('entName')} placeholder="请输入企业名称" />
        <SearchSelect label="履约年度" {...field('year')} options={YEARS} />
        <SearchSelect label="履约状态" {...field('state')} options={CARBON_STATES} />
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty="暂无碳账户"
        row={(r) => (
          <tr key={r.id}>
            <td className="el-ellipsis" title={r.entName}>
              {r.entName}
            </td>
            <td>{r.year}</td>
            <td className="el-num">{t(r.allocation)}</td>
            <td className="el-num">{r.verifiedEmission === null ? '待核查' : t(r.verifiedEmission)}</td>
            <td className="el-num">{t(r.allowanceHeld)}</td>
            <td className="el-num">{t(r.surrendered)}</td>
            <td className="el-num">{t(r.gap)}</td>
            <td>
              <StateTag state={r.state} overdue={r.overdue} />
            </td>
            <td>{r.deadline}</td>
            <td>
              <button type="button" className="el-btn el-btn-link" onClick={() => onOpen(r.id)}>
                查看
              </button>
            </td>
          </tr>
        )}
      />
      <Pager {...pager} />
    </section>
  );
}
