/**
 * The carbon operations shell: the signed-in operator (from the host's props) and three views kept in state — the
 * accounts list, an account's detail, the entry form — so the host's URL stays /carbonAdmin. A lost session shows
 * one banner.
 */
import { useState } from 'react';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { AppHeader, AuthLostBanner, useHostCalls, type HostCalls } from '@portal/subapp-kit/react/shell';
import { AccountList } from './AccountList.tsx';
import { AccountDetail } from './AccountDetail.tsx';
import { EntryForm, type EntryStart } from './EntryForm.tsx';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '碳资产运营管理';

type View = { name: 'list' } | { name: 'detail'; id: string; notice?: string } | { name: 'entry'; start?: EntryStart };

/** What the views are given: the calls, and the report that raises or clears the session banner. */
export type ViewProps = Pick<HostCalls, 'call' | 'download' | 'report'>;

export function App(props: SubAppProps) {
  const { user } = props;
  const [view, setView] = useState<View>({ name: 'list' });
  const { call, download, report, authLost } = useHostCalls(props, PAGE_NAME);
  const shared: ViewProps = { call, download, report };

  return (
    <div className="el-shell">
      <AppHeader
        logo="碳"
        title="碳资产运营管理"
        subtitle="企业碳账户 · 履约状态 · 配额与排放登记"
        user={user}
        testId="carbon-admin-user"
        enterprise={false}
      />

      <AuthLostBanner lost={authLost} />

      <main className="el-main">
        {view.name === 'list' ? (
          <AccountList
            {...shared}
            onOpen={(id) => setView({ name: 'detail', id })}
            onEntry={() => setView({ name: 'entry' })}
          />
        ) : view.name === 'detail' ? (
          <AccountDetail
            {...shared}
            id={view.id}
            notice={view.notice}
            onBack={() => setView({ name: 'list' })}
            onEdit={(start) => setView({ name: 'entry', start })}
          />
        ) : (
          <EntryForm
            {...shared}
            start={view.start}
            onCancel={() => setView({ name: 'list' })}
            onSaved={(id, msg) => setView({ name: 'detail', id, notice: msg })}
          />
        )}
      </main>
    </div>
  );
}
