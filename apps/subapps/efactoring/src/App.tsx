/**
 * The 保理业务 shell: a header with the signed-in user and enterprise (from the host's props) and three views kept in
 * state — list, 新建申请, detail. A notice's link (?id=… or #/detail/…) opens that application's detail. A lost session
 * shows one banner (登录已失效).
 */
import { useEffect, useState } from 'react';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { AppHeader, AuthLostBanner, useHostCalls, type HostCalls } from '@portal/subapp-kit/react/shell';
import { ApplyDetail } from './ApplyDetail.tsx';
import { ApplyForm } from './ApplyForm.tsx';
import { ApplyList } from './ApplyList.tsx';
import { linkedApplicationId } from './deep-link.ts';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '保理业务';

type View = { name: 'list' } | { name: 'create' } | { name: 'detail'; id: string; notice?: string };

/** What the views are given: the calls, and the report that raises or clears the session banner. */
export type ViewProps = Pick<HostCalls, 'call' | 'report'>;

const initialView = (): View => {
  const id = linkedApplicationId();
  return id ? { name: 'detail', id } : { name: 'list' };
};

export function App(props: SubAppProps) {
  const { user } = props;
  const [view, setView] = useState<View>(initialView);
  const { call, report, authLost } = useHostCalls(props, PAGE_NAME);

  // A link followed while the app is open (another notice): the hash names the application.
  useEffect(() => {
    const onChange = () => {
      const id = linkedApplicationId();
      if (id) setView({ name: 'detail', id });
    };
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);

  const toList = () => setView({ name: 'list' });

  return (
    <div className="el-shell">
      <AppHeader
        logo="保"
        title="保理业务"
        subtitle="应收账款转让 · 保理融资申请 · 进度查询"
        user={user}
        testId="efactoring-user"
      />

      <AuthLostBanner lost={authLost} />

      <main className="el-main">
        {view.name === 'list' ? (
          <ApplyList
            call={call}
            report={report}
            onCreate={() => setView({ name: 'create' })}
            onOpen={(id) => setView({ name: 'detail', id })}
          />
        ) : view.name === 'create' ? (
          <ApplyForm
            call={call}
            report={report}
            onCancel={toList}
            onCreated={(id, msg) => setView({ name: 'detail', id, notice: msg })}
          />
        ) : (
          <ApplyDetail key={view.id} call={call} report={report} id={view.id} notice={view.notice} onBack={toList} />
        )}
      </main>
    </div>
  );
}
