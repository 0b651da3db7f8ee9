/**
 * §9 default tax year on the tax pages: until the end of May the previous year (its annual CIT is due on 31 May), from
 * June the current one. The clock is set to a day in March and a day in June (only Date is faked: timers run).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { endpointPath } from '@portal/shared';
import TaxPeriodPage from '../src/features/tax/TaxPeriodPage.tsx';
import { CreateTaskModal } from '../src/features/tax/components/CreateTaskModal.tsx';
import { PERIOD_LIST } from '../src/features/tax/list-specs.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';
import { fakeServer, spyEffects } from './request-helpers.ts';

const ok = (data: unknown[]) => ({ data: { code: '200', msg: '', data } });

beforeEach(() => {
  spyEffects();
  useSession.setState({ token: 't', userInfo: makeUser({ entId: 'e1' }) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

describe('the default tax year (§9)', () => {
  it.each<[string, string, number]>([
    ['10 March: the previous year', '2026-03-10T09:00:00+08:00', 2025],
    ['31 May, late in the evening in Beijing: still the previous year', '2026-05-31T23:30:00+08:00', 2025],
    ['1 June: the current year', '2026-06-01T00:10:00+08:00', 2026],
  ])('税款所属期 list default on %s', (_case, instant, year) => {
    at(instant);
    expect(PERIOD_LIST.defaults).toEqual({ key: 'all', year });
  });

  it('税款所属期 asks for the previous year in March and shows it in 所属年度', async () => {
    at('2026-03-10T09:00:00+08:00');
    const server = fakeServer(() =>
      Promise.resolve({ ...ok([]), status: 200, statusText: 'OK', headers: {}, config: {} as never }),
    );
    renderWithProviders(<TaxPeriodPage />, { path: '/tax/taxPeriod' });
    await waitFor(() => expect(server.calls.some((c) => c.url === endpointPath('taxPeriods'))).toBe(true));
    expect(server.calls.find((c) => c.url === endpointPath('taxPeriods'))?.params).toMatchObject({ year: 2025 });
    expect(await screen.findByDisplayValue(/2025/)).toBeTruthy();
  });

  it('新建任务 opens on the previous year in March', async () => {
    at('2026-03-10T09:00:00+08:00');
    fakeServer(() => Promise.resolve({ ...ok([]), status: 200, statusText: 'OK', headers: {}, config: {} as never }));
    renderWithProviders(<CreateTaskModal open onClose={() => undefined} />, { path: '/tax/taxTask' });
    expect(await screen.findByDisplayValue('2025年')).toBeTruthy();
  });
});
