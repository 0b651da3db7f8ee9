import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import MainLayout from '../layouts/MainLayout.tsx';
import { queryClient } from './query-client.ts';

/**
 * The main-layout frame: the main layout inside antd's App context (its modal hook for the confirm dialogs) and the react-query provider. All of it loads with the first main-layout page, so the
 * login page downloads none of it (ARCHITECTURE: login page budget).
 */
export default function MainShell() {
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <MainLayout />
      </QueryClientProvider>
    </AntApp>
  );
}
