/**
 * The carbon shell: the signed-in user and enterprise (from the host's props), the enterprise's accounts loaded once
 * (and again after a trade or a surrender), a compliance-year choice shared by the views, and three tabs — 账户概览,
 * 交易记录, 履约清缴 — kept in state so the host's URL stays /carbon. A lost session shows one banner.
 */
import { useState } from 'react';
import type { CarbonAccount } from '@portal/shared/api/carbon';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { AppHeader, AuthLostBanner, Tabs, useHostCalls, type HostCalls } from '@portal/subapp-kit/react/shell';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Overview } from './Overview.tsx';
import { TradeList } from './TradeList.tsx';
import { Surrender } from './Surrender.tsx';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '碳资产管理';

type Tab = 'overview' | 'trades' | 'surrender';
const TABS: readonly [Tab, string][] = [
  ['overview', '账户概览'],
  ['trades', '交易记录'],
  ['surrender', '履约清缴'],
];

/** What the views are given: the calls, and the report that raises or clears the session banner. */
export type ViewProps = Pick<HostCalls, 'call' | 'report'>;

/** What the views share: the accounts, the chosen year's, and how to reload them after a change. */
export interface AccountsProps extends ViewProps {
  accounts: CarbonAccount[];
  account: CarbonAccount | null;
  onChanged: () => void;
}

export function App(props: SubAppProps) {
  const { user } = props;
  const [tab, setTab] = useState<Tab>('overview');
  const [year, setYear] = useState<number | null>(null);
  const { call, report, authLost } = useHostCalls(props, PAGE_NAME);
  const { state, reload } = useLoad(
    async (signal) => (await call('carbonAccounts', {}, { signal })).data,
    // A switch of enterprise (update) loads the new enterprise's accounts.
    user.entId ?? '',
    report,
  );
  // The last accounts answered stay shown while they are loaded again (after a trade or a surrender), so the view
  // the user is on keeps its state; only the first load shows 加载中….
  const [loaded, setLoaded] = useState<CarbonAccount[] | null>(null);
  if (state.status === 'ok' && state.data !== loaded) setLoaded(state.data);
  const accounts = loaded ?? [];
  // The chosen year, else the newest one with verified emissions (its obligation is known), else the newest.
  const account =
    accounts.find((a) => a.year === year) ?? accounts.find((a) => a.verifiedEmission !== null) ?? accounts[0] ?? null;
  const shared: AccountsProps = { call, report, accounts, account, onChanged: reload };

  return (
    <div className="el-shell">
      <AppHeader
        logo="碳"
        title="碳资产管理"
        subtitle="碳账户 · 配额交易 · 履约清缴"
        user={user}
        testId="carbon-user"
      />

      <AuthLostBanner lost={authLost} />

      <div className="cb-bar">
        <Tabs label="碳资产管理" tabs={TABS} active={tab} onSelect={setTab} />
        {accounts.length ? (
          <label className="el-field cb-year">
            <span>履约年度</span>
            <select
              className="el-input"
              value={account?.year ?? ''}
              onChange={(e) => setYear(Number(e.target.value))}
              aria-label="履约年度"
            >
              {accounts.map((a) => (
                <option key={a.year} value={a.year}>
                  {a.year} 年度
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>

      <main className="el-main">
        {state.status === 'error' ? (
          <section className="el-card el-placeholder el-error-text">
            {state.message}
            <button type="button" className="el-btn el-btn-link" onClick={reload}>
              重试
            </button>
          </section>
        ) : loaded === null ? (
          <section className="el-card el-placeholder">加载中…</section>
        ) : tab === 'overview' ? (
          <Overview {...shared} />
        ) : tab === 'trades' ? (
          <TradeList {...shared} />
        ) : (
          <Surrender key={account?.year ?? 0} {...shared} />
        )}
      </main>
    </div>
  );
}
