/** The detail view of one application (the server answers 404 for another enterprise's id). */
import type { ViewProps } from './App.tsx';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { StatusTag } from './StatusTag.tsx';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Banner, DetailCard, Fields } from '@portal/subapp-kit/react/detail';

export function LoanDetail({
  call,
  report,
  id,
  notice,
  onBack,
}: ViewProps & { id: string; notice?: string; onBack: () => void }) {
  const { state, reload } = useLoad(
    async (signal) => (await call('eloanApplyDetail', { id }, { signal })).data[0],
    id,
    report,
  );
  return (
    <DetailCard title="贷款申请详情" onBack={onBack} banners={<Banner text={notice} />} state={state} reload={reload}>
      {(d) => (
        <Fields
          rows={[
            ['申请编号', d.id, 'el-mono'],
            ['状态', <StatusTag status={d.status} />],
            ['贷款产品', d.productType],
            ['申请金额', `${formatAmount(d.amount)} 元`],
            ['贷款期限', `${d.termMonths} 个月`],
            ['申请人', d.applicantName],
            ['申请时间', formatTime(d.createdAt)],
            ['贷款用途', d.purpose, 'el-pre'],
          ]}
        />
      )}
    </DetailCard>
  );
}
