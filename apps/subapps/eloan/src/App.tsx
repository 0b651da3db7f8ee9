/**
 * The eLoan shell: a header with the signed-in user and enterprise (from the host's props) and three views kept in
 * state — list, create, detail — so the host's URL stays /eLoan. A lost session shows one banner (登录已失效).
 * A user holding the review button (btnPerm 'eloan:review', issue 11) also gets the 贷款审批 tab (ReviewList); the
 * others see no tab at all, and the server refuses the review calls to them anyway.
 */
import { useState } from 'react';
import { BUTTON } from '@portal/shared/permissions';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { AppHeader, AuthLostBanner, Tabs, useHostCalls, type HostCalls } from '@portal/subapp-kit/react/shell';
import { LoanList } from './LoanList.tsx';
import { LoanForm } from './LoanForm.tsx';
import { LoanDetail } from './LoanDetail.tsx';
import { ReviewList } from './ReviewList.tsx';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '贷款业务';

type View = { name: 'list' } | { name: 'create' } | { name: 'detail'; id: string; notice?: string };
type Tab = 'apply' | 'review';
const TABS: readonly (readonly [Tab, string])[] = [
  ['apply', '我的申请'],
  ['review', '贷款审批'],
];

/** What the views are given: the calls, and the report that raises or clears the session banner. */
export type ViewProps = Pick<HostCalls, 'call' | 'report'>;

export function App(props: SubAppProps) {
  const { user } = props;
  const [view, setView] = useState<View>({ name: 'list' });
  const [tab, setTab] = useState<Tab>('apply');
  // Read at each render: an enterprise switch (update) may take the button away.
  const canReview = user.btnPerm?.includes(BUTTON.eloan.review) ?? false;
  const shown: Tab = canReview ? tab : 'apply';
  const { call, report, authLost } = useHostCalls(props, PAGE_NAME);

  return (
    <div className="el-shell">
      <AppHeader
        logo="贷"
        title="企业贷款服务"
        subtitle={`贷款申请 · 审批进度查询${canReview ? ' · 贷款审批' : ''}`}
        user={user}
        testId="eloan-user"
        alias
      />

      <AuthLostBanner lost={authLost} />

      {canReview ? <Tabs label="贷款业务" tabs={TABS} active={shown} onSelect={setTab} /> : null}

      <main className="el-main">
        {shown === 'review' ? (
          <ReviewList call={call} report={report} />
        ) : view.name === 'list' ? (
          <LoanList
            call={call}
            report={report}
            onCreate={() => setView({ name: 'create' })}
            onOpen={(id) => setView({ name: 'detail', id })}
          />
        ) : view.name === 'create' ? (
          <LoanForm
            call={call}
            report={report}
            onCancel={() => setView({ name: 'list' })}
            onCreated={(id, msg) => setView({ name: 'detail', id, notice: msg })}
          />
        ) : (
          <LoanDetail
            call={call}
            report={report}
            id={view.id}
            notice={view.notice}
            onBack={() => setView({ name: 'list' })}
          />
        )}
      </main>
    </div>
  );
}
