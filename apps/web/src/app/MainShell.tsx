import { QueryClientProvider } from '@tanstack/react-query';
import MainLayout from '../layouts/MainLayout';
import { queryClient } from './query-client';

/**
 * The main-layout frame: the main layout inside the react-query provider. Both load on the first page
 * that uses the main layout, so the login page downloads neither (ARCHITECTURE: login page budget).
 */
export default function MainShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <MainLayout />
    </QueryClientProvider>
  );
}
