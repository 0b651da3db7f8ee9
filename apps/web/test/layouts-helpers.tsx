import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserInfo } from '@portal/shared';

/** Shows the current location so tests can assert navigations. */
function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1',
    account: 's_zhangsan',
    phone: '13800001234',
    userName: '张三',
    showName: '',
    entId: 'e1',
    entName: '国能甲公司',
    entType: 1,
    userSource: 1,
    entVersion: '1',
    roleList: [{ roleId: 'r1', roleName: '企业管理员', roleCode: 'companyAdmin' }],
    enableMenuList: [],
    btnPerm: [],
    userOrganzations: [{ entId: 'e1', customerName: '国能甲公司' }],
    layoutStyle: 1,
    adminVerified: false,
    ...overrides,
  };
}
