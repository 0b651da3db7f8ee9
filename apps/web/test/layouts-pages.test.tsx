import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { findRoute, type RouteDef } from '@portal/shared';
import { pageElementFor } from '../src/app/pages';
import { renderWithProviders } from './layouts-helpers';

afterEach(cleanup);

const route = (path: string): RouteDef => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('pageElementFor', () => {
  it('renders the 建设中 page, named, for a route without a delivered page', async () => {
    renderWithProviders(<>{pageElementFor(route('/tax/taxCalendar'))}</>);
    expect(await screen.findByText('税务日历', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('/tax/taxCalendar')).toBeTruthy();
    expect(screen.getByText('建设中')).toBeTruthy();
  });

  it('renders nothing itself on a sub-app mount path: the layout\'s sub-app container shows the app', () => {
    expect(pageElementFor(route('/eLoan'))).toBeNull();
    expect(pageElementFor(route('/lease'))).toBeNull();
  });

  it('shows the host page on a mount path the host serves (CRM)', async () => {
    renderWithProviders(<>{pageElementFor(route('/crm'))}</>);
    expect(await screen.findByText('建设中', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('renders the delivered error pages', async () => {
    renderWithProviders(<>{pageElementFor(route('/404'))}</>, { path: '/404' });
    expect(await screen.findByText('页面不存在', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
