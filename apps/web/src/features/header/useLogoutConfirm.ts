import { useCallback } from 'react';
import { App } from 'antd';
import { CANCEL_TEXT, LOGOUT_CONFIRM, OK_TEXT, PROMPT_TITLE } from '@portal/shared';
import { logout } from '../../platform/session/actions.ts';

/** §4 Logout: always asks first; the action itself goes home and reloads. */
export function useLogoutConfirm() {
  const { modal } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: PROMPT_TITLE,
      content: LOGOUT_CONFIRM,
      okText: OK_TEXT,
      cancelText: CANCEL_TEXT,
      onOk: () => logout(),
    });
  }, [modal]);
}
