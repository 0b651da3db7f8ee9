/** 交易记录: the enterprise's trades, searched (year, side, asset, counterparty) and paged by the server; 新增交易. */
import { useState } from 'react';
import { CARBON_ASSETS, CARBON_TRADE_SIDES, formatCarbonTonnes } from '@portal/shared/carbon/rules';
import type { CarbonAsset, CarbonTradeSide } from '@portal/shared/carbon/rules';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import {
  PagedTable,
  Pager,
  SearchForm,
  SearchInput,
  SearchSelect,
  usePagedSearch,
  type Column,
} from '@portal/subapp-kit/react/paging';
import type { AccountsProps } from './App.tsx';
import { TradeForm } from './TradeForm.tsx';

interface Filter {
  year: string;
  side: CarbonTradeSide | '';
  asset: CarbonAsset | '';
  counterparty: string;
}
const EMPTY: Filter = { year: '', side: '', asset: '', counterparty: '' };
const COLUMNS: readonly Column[] = [
  '成交日期',
  '履约年度',
  '方向',
  '品种',
  '交易对手',
  { label: '数量（吨）', className: 'el-num' },
  { label: '单价（元/吨）', className: 'el-num' },
  { label: '金额（元）', className: 'el-num' },
  '经办人',
  '登记时间',
];

export function TradeList(props: AccountsProps) {
  const { call, report, accounts, account, onChanged } = props;
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const { field, form, table, pager, reload } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, counterparty: d.counterparty.trim() }),
    load: async ({ year, ...params }, signal) =>
      (await call('carbonTradePage', { ...params, year: year ? Number(year) : '' }, { signal })).data[0],
    report,
  });

  if (creating)
    return (
      <TradeForm
        {...props}
        onCancel={() => setCreating(false)}
        onCreated={(msg) => {
          setCreating(false);
          setNotice(msg);
          reload();
          onChanged();
        }}
      />
    );

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">交易记录</h2>
        <button
          type="button"
          className="el-btn el-btn-primary"
          disabled={!account}
          title={account ? undefined : '尚未建立碳账户'}
          onClick={() => {
            setNotice('');
            setCreating(true);
          }}
        >
          新增交易
        </button>
      </div>
      {notice ? (
        <div className="el-alert el-alert-ok" role="status">
          {notice}
        </div>
      ) : null}

      <SearchForm {...form}>
        <SearchSelect label="履约年度" {...field('year')} options={accounts.map((a) => String(a.year))} />
        <SearchSelect label="方向" {...field('side')} options={CARBON_TRADE_SIDES} />
        <SearchSelect label="品种" {...field('asset')} options={CARBON_ASSETS} />
        <SearchInput label="交易对手" {...field('counterparty')} placeholder="关键字" />
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty="暂无交易记录"
        row={(r) => (
          <tr key={r.id}>
            <td>{r.tradeDate}</td>
            <td>{r.year}</td>
            <td>
              <span className={`el-tag el-tag-${r.side === '买入' ? 'info' : 'warn'}`}>{r.side}</span>
            </td>
            <td>{r.asset}</td>
            <td className="el-ellipsis" title={r.counterparty}>
              {r.counterparty}
            </td>
            <td className="el-num">{formatCarbonTonnes(r.quantity)}</td>
            <td className="el-num">{formatAmount(r.price)}</td>
            <td className="el-num">{formatAmount(r.amount)}</td>
            <td>{r.operatorName}</td>
            <td>{formatTime(r.createdAt)}</td>
          </tr>
        )}
      />
      <Pager {...pager} />
    </section>
  );
}
