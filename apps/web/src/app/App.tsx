import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { RouterProvider } from 'react-router';
import { GlobalDialogs } from './GlobalDialogs.tsx';
import { router } from './router.tsx';
import { SessionGate } from './SessionGate.tsx';
import { portalTheme } from './theme.ts';

// antd's date pickers read the dayjs locale: weeks start on Monday, month names in Chinese.
dayjs.locale('zh-cn');

// Toasts raised before the main layout's antd <App> exists (login, register, errors) use antd's static
// message; this gives them the same locale and theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      {children}
    </ConfigProvider>
  ),
});

/**
 * Providers: antd (zh_CN, portal theme), the router, the dialogs that live outside the outlet. antd's App
 * context (message/modal/notification hooks) and react-query come with the main layout (./MainShell.tsx),
 * which the login page does not load.
 */
export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
      <GlobalDialogs />
    </ConfigProvider>
  );
}
