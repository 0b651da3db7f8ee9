import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { NO_MENU_PERMISSION } from '@portal/shared';
import NotFoundPage from '../src/features/errors/NotFoundPage.tsx';
import UnderConstruction from '../src/features/construction/UnderConstructionPage.tsx';
import { useSession } from '../src/platform/session/store.ts';
import { renderWithProviders } from './layouts-helpers.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
});

describe('NotFound page', () => {
  it('shows the errorCode and message of the query string', () => {
    const path = `/404?errorCode=404&message=${encodeURIComponent(NO_MENU_PERMISSION)}`;
    renderWithProviders(<NotFoundPage />, { path });
    expect(screen.getByText(NO_MENU_PERMISSION)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('says the page does not exist without a query', () => {
    renderWithProviders(<NotFoundPage />, { path: '/some/where' });
    expect(screen.getByText('页面不存在')).toBeTruthy();
  });

  it('goes home to the finance home when signed out, to the workbench when signed in', () => {
    renderWithProviders(<NotFoundPage />, { path: '/404' });
    fireEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(screen.getByTestId('location').textContent).toBe('/finance/home');
    cleanup();
    useSession.setState({ token: 't' });
    renderWithProviders(<NotFoundPage />, { path: '/404' });
    fireEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(screen.getByTestId('location').textContent).toBe('/workbenches/newIndex');
  });
});

describe('UnderConstruction page', () => {
  it('names the page and its path and says it is being built', () => {
    renderWithProviders(<UnderConstruction title="税务日历" path="/tax/taxCalendar" />);
    expect(screen.getByText('税务日历')).toBeTruthy();
    expect(screen.getByText('/tax/taxCalendar')).toBeTruthy();
    expect(screen.getByText('建设中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /返回工作台/ }));
    expect(screen.getByTestId('location').textContent).toBe('/workbenches/newIndex');
  });
});
