import { Button, Popconfirm } from 'antd';
import { APPLY_WITHDRAW_SUCCESS } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import type { AuthApplySide } from '../api/keys.ts';
import { useAuthApplyScope } from '../hooks/useAuthApplyScope.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';

/**
 * 撤销申请 in the applicant's 查看申请: their own running or returned application ends as 已撤销, after a confirmation;
 * `onDone` once it has.
 */
export function WithdrawApplicationButton({
  side,
  id,
  onDone,
}: {
  side: AuthApplySide;
  id: string;
  onDone: () => void;
}) {
  const withdraw = useWithdrawApplication(useAuthApplyScope(), side);
  return (
    <Popconfirm
      title="确定撤销该申请吗？"
      description="撤销后审批结束，不能再修改或重新提交。"
      okText="撤销"
      cancelText="取消"
      onConfirm={() =>
        withdraw.mutate(id, {
          onSuccess: () => {
            notify.success(APPLY_WITHDRAW_SUCCESS);
            onDone();
          },
        })
      }
    >
      <Button danger loading={withdraw.isPending}>
        撤销申请
      </Button>
    </Popconfirm>
  );
}
