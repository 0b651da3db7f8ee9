/**
 * One application as operations see it: its facts, invoices and history (with every review opinion), and what the
 * caller may do now — 通过 / 驳回 on their review task, 登记放款 on an approved one — each in a confirmation dialog.
 * Why they may not act (their own application) is shown instead of the buttons.
 */
import { useState } from 'react';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Banner, DetailCard } from '@portal/subapp-kit/react/detail';
import type { ViewProps } from './App.tsx';
import { ApplicationFacts, HistoryList, InvoiceTable } from '../../efactoring/src/shared/detail-parts.tsx';
import { ReviewDialog, type ReviewKind } from './ReviewDialog.tsx';

export function ReviewDetail({
  call,
  report,
  id,
  taskId,
  onBack,
}: ViewProps & { id: string; taskId: string | null; onBack: () => void }) {
  const [dialog, setDialog] = useState<ReviewKind | null>(null);
  const [banner, setBanner] = useState('');
  const { state, reload } = useLoad(
    async (signal) => (await call('factoringReviewDetail', { id }, { signal })).data[0],
    id,
    report,
  );

  return (
    <DetailCard title="保理申请详情" onBack={onBack} banners={<Banner text={banner} />} state={state} reload={reload}>
      {(d) => (
        <>
          <ApplicationFacts d={d} />
          <div className="ef-actions">
            {d.canReview ? (
              <>
                <button type="button" className="el-btn el-btn-primary" onClick={() => setDialog('approve')}>
                  通过
                </button>
                <button type="button" className="el-btn el-btn-danger" onClick={() => setDialog('reject')}>
                  驳回
                </button>
              </>
            ) : null}
            {d.canDisburse ? (
              <button type="button" className="el-btn el-btn-primary" onClick={() => setDialog('disburse')}>
                登记放款
              </button>
            ) : null}
            {d.refusal ? <span className="el-muted">{d.refusal}</span> : null}
          </div>
          <h3 className="ef-section">转让发票</h3>
          <InvoiceTable d={d} />
          <h3 className="ef-section">审核历史</h3>
          <HistoryList d={d} />
          {dialog ? (
            <ReviewDialog
              call={call}
              report={report}
              kind={dialog}
              item={d}
              taskId={taskId}
              onClose={() => setDialog(null)}
              onDone={(msg) => {
                setDialog(null);
                setBanner(msg);
                reload();
              }}
              onStale={reload}
            />
          ) : null}
        </>
      )}
    </DetailCard>
  );
}
