import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import {
  CANCEL_TEXT,
  ENT_SWITCH_DELAY_MS,
  OK_TEXT,
  PROMPT_TITLE,
  SUCCESS_CODE,
  SWITCH_ENT_CONFIRM,
  switchEntRefused,
  type EnterpriseListItem,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { loadUserInfo } from '../../platform/session/actions.ts';
import { useSwitchEnterprise } from './api/switch-enterprise.ts';

export const HOME_AFTER_SWITCH = '/workbenches/newIndex';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * §4 Enterprise switch: the current enterprise is refused (§5 text); another one is confirmed, switched,
 * and after code 200 the app waits 500 ms, reloads the user info and goes to the workbench.
 */
export function useEnterpriseSwitch(currentEntId: string | undefined) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { mutateAsync: switchTo } = useSwitchEnterprise();

  return useCallback(
    (ent: EnterpriseListItem) => {
      if (ent.currentFlag === 1 || ent.entId === currentEntId) {
        notify.warning(switchEntRefused(ent.customerName));
        return;
      }
      modal.confirm({
        title: PROMPT_TITLE,
        content: SWITCH_ENT_CONFIRM,
        okText: OK_TEXT,
        cancelText: CANCEL_TEXT,
        onOk: async () => {
          try {
            const res = await switchTo(ent.entId);
            if (res.code !== SUCCESS_CODE) return;
            await delay(ENT_SWITCH_DELAY_MS);
            await loadUserInfo();
            notify.success(`已切换至${ent.customerName}`);
            void navigate(HOME_AFTER_SWITCH);
          } catch {
            // The request layer has already shown the reason; the dialog just closes.
          }
        },
      });
    },
    [currentEntId, modal, navigate, switchTo],
  );
}
