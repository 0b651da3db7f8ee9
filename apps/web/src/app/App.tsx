import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { RouterProvider } from 'react-router';
import { FeedbackBridge } from '../platform/feedback/FeedbackBridge';
import { GlobalDialogs } from './GlobalDialogs';
import { router } from './router';
import { SessionGate } from './SessionGate';
import { portalTheme } from './theme';

// antd's date pickers read the dayjs locale: weeks start on Monday, month names in Chinese.
dayjs.locale('zh-cn');

/**
 * Providers: antd (zh_CN, portal theme, App context for message/modal), the router, the dialogs that
 * live outside the outlet. react-query comes with the main layout (./MainShell.tsx), which the login
 * page does not load.
 */
export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      <AntApp>
        <FeedbackBridge />
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
        <GlobalDialogs />
      </AntApp>
    </ConfigProvider>
  );
}
