/**
 * The eLoan shell: a header with the signed-in user and enterprise (from the host's props) and three views kept in
 * state — list, create, detail — so the host's URL stays /eLoan. A lost session shows one banner (登录已失效).
 * A user holding the review button (btnPerm 'eloan:review', issue 11) also gets the 贷款审批 tab (ReviewList); the
 * others see no tab at all, and the server refuses the review calls to them anyway.
 */
import { useCallback, useMemo, useState } from 'react';
import { BUTTON } from '@portal/shared/permissions';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { createRequest, type ApiError, type Request } from '@portal/subapp-kit/request';
import { LoanList } from './LoanList.tsx';
import { LoanForm } from './LoanForm.tsx';
import { LoanDetail } from './LoanDetail.tsx';
import { ReviewList } from './ReviewList.tsx';

/** The §7 pageName header of the sub-app's calls. */
const PAGE_NAME = '贷款业务';

type View = { name: 'list' } | { name: 'create' } | { name: 'detail'; id: string; notice?: string };
type Tab = 'apply' | 'review';

export interface ViewProps {
  call: Request;
  /** Reports each call's outcome: an 'auth' failure raises the session banner, a success (null) clears it. */
  report: (err: ApiError | null) => void;
}

export function App(props: SubAppProps) {
  const { user, getToken } = props;
  const [view, setView] = useState<View>({ name: 'list' });
  const [tab, setTab] = useState<Tab>('apply');
  // Read at each render: an enterprise switch (update) may take the button away.
  const canReview = user.btnPerm?.includes(BUTTON.eloan.review) ?? false;
  const shown: Tab = canReview ? tab : 'apply';
  const [authLost, setAuthLost] = useState(false);
  // getToken stays a function inside the request layer: every request asks the host again.
  const call = useMemo(() => createRequest({ getToken, user }, PAGE_NAME), [getToken, user]);
  const report = useCallback((err: ApiError | null) => {
    if (!err) setAuthLost(false);
    else if (err.kind === 'auth') setAuthLost(true);
  }, []);
  const displayName = user.userName || user.showName;

  return (
    <div className="el-shell">
      <header className="el-header">
        <div className="el-brand">
          <span className="el-logo" aria-hidden>
            贷
          </span>
          <div>
            <div className="el-title">企业贷款服务</div>
            <div className="el-subtitle">贷款申请 · 审批进度查询{canReview ? ' · 贷款审批' : ''}</div>
          </div>
        </div>
        <div className="el-who" data-testid="eloan-user">
          {displayName ? (
            <>
              <span className="el-who-ent" title="当前企业">
                {user.entName}
              </span>
              <span className="el-who-sep" aria-hidden>
                |
              </span>
              <span className="el-who-name">
                {displayName}
                {user.showName && user.showName !== displayName ? (
                  <span className="el-muted">（{user.showName}）</span>
                ) : null}
              </span>
            </>
          ) : (
            <span className="el-muted">未接入门户（独立运行）</span>
          )}
        </div>
      </header>

      {authLost ? (
        <div className="el-alert el-alert-error" role="alert">
          登录已失效，请重新登录后再操作。已填写的内容不会被清除。
        </div>
      ) : null}

      {canReview ? (
        <div className="el-tabs" role="tablist" aria-label="贷款业务">
          {(
            [
              ['apply', '我的申请'],
              ['review', '贷款审批'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={shown === key}
              className={`el-tab${shown === key ? ' el-tab-active' : ''}`}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}

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
