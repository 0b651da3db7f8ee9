/**
 * The 保理运营管理 shell: 待我审核 (the caller's review to-dos on the workflow) and 全部申请 (every enterprise's
 * applications, filtered, with the export); 查看 opens an application's detail, where its history is read and the
 * review (通过 / 驳回) or the payment (登记放款) is done. A lost session shows one banner (登录已失效).
 */
import { useState } from 'react';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { AppHeader, AuthLostBanner, Tabs, useHostCalls, type HostCalls } from '@portal/subapp-kit/react/shell';
import { ReviewDetail } from './ReviewDetail.tsx';
import { ReviewList } from './ReviewList.tsx';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '保理运营管理';

type Tab = 'todo' | 'all';
const TABS: readonly (readonly [Tab, string])[] = [
  ['todo', '待我审核'],
  ['all', '全部申请'],
];

/** What the views are given: the calls, and the report that raises or clears the session banner. */
export type ViewProps = Pick<HostCalls, 'call' | 'report'>;

export function App(props: SubAppProps) {
  const { user } = props;
  const [tab, setTab] = useState<Tab>('todo');
  const [open, setOpen] = useState<{ id: string; taskId: string | null } | null>(null);
  const { call, download, report, authLost } = useHostCalls(props, PAGE_NAME);

  return (
    <div className="el-shell">
      <AppHeader
        logo="保"
        title="保理运营管理"
        subtitle="保理融资审核 · 放款登记 · 申请导出"
        user={user}
        testId="efactoring-ops-user"
      />

      <AuthLostBanner lost={authLost} keepsInput={false} />

      {open ? (
        <ReviewDetail key={open.id} call={call} report={report} {...open} onBack={() => setOpen(null)} />
      ) : (
        <>
          <Tabs label="保理运营管理" tabs={TABS} active={tab} onSelect={setTab} />
          <ReviewList
            key={tab}
            mode={tab}
            call={call}
            report={report}
            download={download}
            onOpen={(id, taskId) => setOpen({ id, taskId })}
          />
        </>
      )}
    </div>
  );
}
