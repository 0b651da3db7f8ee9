import { useEffect, useRef } from 'react';
import { App, Typography } from 'antd';
import { BUTTON, TAX_TASK_DIALOG, currentTaxQuarter } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useBtnPerm } from '../../../platform/permission/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { useCreateTaxTask } from '../api/create-tax-task.ts';
import { useEntProfile } from '../api/get-ent-profile.ts';
import { useFilingPreference } from '../api/get-filing-preference.ts';
import { useTaxPeriods } from '../api/get-tax-periods.ts';
import { periodRecordText, taxTypeName } from '../format.ts';
import { taskPromptTarget } from '../task-prompt.ts';
import { useTaxScope } from './useTaxScope.ts';

/**
 * §2.5/§4: on entering the task page, when the current quarter of a tax the enterprise files has no task, asks
 * 创建任务 once. Ok creates it (taskBranchStatus 3), shows 创建任务成功 and reloads the periods; cancel leaves it.
 * Not asked when the user may not create tasks, or when the filing preference turned the prompt off.
 */
export function useTaskPrompt(): void {
  const { modal } = App.useApp();
  const scope = useTaxScope();
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  const mayCreate = useBtnPerm(BUTTON.tax.taskCreate);
  const preference = useFilingPreference(scope, mayCreate);
  const profile = useEntProfile(scope);
  const year = currentTaxQuarter(new Date()).year;
  const periods = useTaxPeriods(scope, 'all', year, mayCreate);
  const create = useCreateTaxTask(scope);
  const asked = useRef(false);

  const ready = mayCreate && preference.isFetched && profile.isFetched && periods.isSuccess;
  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    if (preference.data && !preference.data.promptCreateTask) return;
    const target = taskPromptTarget({
      profileTaxTypes: profile.data?.taxTypes ?? null,
      preferredTaxTypes: preference.data?.defaultTaxTypes,
      periods: periods.data ?? [],
      today: new Date(),
    });
    if (!target) return;
    void modal.confirm({
      title: TAX_TASK_DIALOG.title,
      content: (
        <div className="tax-prompt">
          <p>{TAX_TASK_DIALOG.content}</p>
          <Typography.Text type="secondary">
            {`${taxTypeName(target.taxType)} · ${periodRecordText(target.period)}`}
          </Typography.Text>
        </div>
      ),
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await create.mutateAsync({ entId, taxType: target.taxType, period: target.period.period ?? undefined });
          notify.success(TAX_TASK_DIALOG.success);
        } catch {
          // The request layer showed why (§8); the dialog closes, the page stays as it was.
        }
      },
    });
  }, [ready, preference.data, profile.data, periods.data, modal, create, entId]);
}
