/**
 * One application (the server answers 404 for another enterprise's id): its facts, the invoices, the status history
 * with the review opinions, and 撤回 while it waits for the review (asked to confirm first).
 */
import { useState } from 'react';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { submitFailure } from '@portal/subapp-kit/react/form';
import { Banner, DetailCard } from '@portal/subapp-kit/react/detail';
import type { ViewProps } from './App.tsx';
import { ApplicationFacts, HistoryList, InvoiceTable } from './shared/detail-parts.tsx';

export function ApplyDetail({
  call,
  report,
  id,
  notice,
  onBack,
}: ViewProps & { id: string; notice?: string; onBack: () => void }) {
  const [message, setMessage] = useState(notice ?? '');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { state, reload } = useLoad(
    async (signal) => (await call('factoringApplyDetail', { id }, { signal })).data[0],
    id,
    report,
  );

  const withdraw = async () => {
    setBusy(true);
    setFailure('');
    try {
      const res = await call('factoringApplyWithdraw', { id });
      report(null);
      setMessage(res.msg);
      setConfirming(false);
      reload();
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (apiErr) {
        setFailure(apiErr.message);
        setConfirming(false);
        reload();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailCard
      title="保理融资申请详情"
      onBack={onBack}
      banners={
        <>
          <Banner text={message} />
          <Banner text={failure} tone="error" />
        </>
      }
      state={state}
      reload={reload}
    >
      {(d) => (
        <>
          <ApplicationFacts d={d} />
          {d.canWithdraw ? (
            <div className="ef-actions">
              {confirming ? (
                <>
                  <span className="el-confirm-text">确认撤回该申请？撤回后发票可用于新的申请。</span>
                  <button
                    type="button"
                    className="el-btn el-btn-danger"
                    disabled={busy}
                    onClick={() => void withdraw()}
                  >
                    {busy ? '撤回中…' : '确认撤回'}
                  </button>
                  <button type="button" className="el-btn" disabled={busy} onClick={() => setConfirming(false)}>
                    取消
                  </button>
                </>
              ) : (
                <button type="button" className="el-btn" onClick={() => setConfirming(true)}>
                  撤回申请
                </button>
              )}
            </div>
          ) : null}
          <h3 className="ef-section">转让发票</h3>
          <InvoiceTable d={d} />
          <h3 className="ef-section">状态历史与审核意见</h3>
          <HistoryList d={d} />
        </>
      )}
    </DetailCard>
  );
}
