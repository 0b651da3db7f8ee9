import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { FeedbackBridge } from '../platform/feedback/FeedbackBridge';
import { GlobalDialogs } from './GlobalDialogs';
import { queryClient } from './query-client';
import { router } from './router';
import { SessionGate } from './SessionGate';
import { portalTheme } from './theme';

dayjs.locale('zh-cn');

/** Providers: antd (zh_CN, portal theme, App context for message/modal), react-query, the router. */
export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
          <GlobalDialogs />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
