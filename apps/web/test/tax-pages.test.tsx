import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  BUTTON,
  TAX_TASK_BRANCH_STATUS,
  TAX_TASK_DIALOG,
  currentPeriod,
  endpointPath,
  type ButtonCode,
} from '@portal/shared';
import TaxTaskPage from '../src/features/tax/TaxTaskPage.tsx';
import VatPreferencePage from '../src/features/tax/VatPreferencePage.tsx';
import { preferenceFormValues, preferenceToSave } from '../src/features/tax/preference-form.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';
import { fakeServer, spyEffects } from './request-helpers.ts';

/** The 保存 button (its accessible name may start with the icon's label, save), not 恢复已保存的设置. */
const SAVE = /^(save\s*)?保\s*存$/;
const ok = (data: unknown[], msg = '') => ({ data: { code: '200', msg, data } });
const page = (records: unknown[]) => ok([{ records, current: 1, size: 10, total: records.length }]);
const bodyOf = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as Record<string, unknown>;
const callsTo = (calls: InternalAxiosRequestConfig[], name: Parameters<typeof endpointPath>[0]) =>
  calls.filter((c) => c.url === endpointPath(name));

function signIn(perms: ButtonCode[]) {
  useSession.setState({ token: 't', userInfo: makeUser({ entId: 'e1' }) });
  useMenuStore.setState({ btnPerm: perms });
}

beforeEach(() => spyEffects());
afterEach(() => {
  cleanup();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('税务任务: the §2.5 创建任务 prompt', () => {
  const quarter = currentPeriod('02', new Date());
  const periodRow = (taskNo: string | null) => ({
    ...quarter,
    taxYear: quarter.taxYear,
    deadline: null,
    taskNo,
  });

  function serve(taskNo: string | null) {
    let periodsServed = 0;
    const server = fakeServer((config) => {
      const reply = (() => {
        switch (config.url) {
          case endpointPath('taxPeriods'):
            periodsServed++;
            return ok([periodsServed > 1 ? periodRow('T-NEW') : periodRow(taskNo)]);
          case endpointPath('taxEntProfile'):
            return ok([
              {
                entName: '国能甲公司',
                socialCreditCode: '91110000000000000X',
                taxpayerType: '1',
                taxBureau: '税务局',
                legalRepresentative: '张三',
                financeContact: '李四',
                financePhone: '010-1234567',
                registeredAddress: '北京',
                taxTypes: [
                  { taxType: '01', periodicity: 'monthly' },
                  { taxType: '02', periodicity: 'quarterly' },
                ],
              },
            ]);
          case endpointPath('filingPreference'):
            return ok([{ remindDaysBefore: 3, promptCreateTask: true, importMode: 'replace', defaultTaxTypes: [] }]);
          case endpointPath('queryAppointProcedure'):
            return page([]);
          case endpointPath('saveTaskProcedure'):
            return ok([], '创建任务成功');
          default:
            return ok([]);
        }
      })();
      return Promise.resolve({ ...reply, status: 200, statusText: 'OK', headers: {}, config, request: {} });
    });
    return { server, periodsServed: () => periodsServed };
  }

  it('asks when the current quarter has no task; 确定 creates it (taskBranchStatus 3), says so and reloads the periods', async () => {
    signIn([BUTTON.tax.taskCreate]);
    const { server, periodsServed } = serve(null);
    renderWithProviders(<TaxTaskPage />, { path: '/tax/taxTask' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe(TAX_TASK_DIALOG.title);
    expect(within(dialog).getByText(TAX_TASK_DIALOG.content)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(server.calls, 'saveTaskProcedure')).toHaveLength(1));
    expect(bodyOf(callsTo(server.calls, 'saveTaskProcedure')[0])).toEqual({
      entId: 'e1',
      taskBranchStatus: TAX_TASK_BRANCH_STATUS,
      taxType: '02',
      period: quarter.period,
    });
    expect(await screen.findByText(TAX_TASK_DIALOG.success)).toBeTruthy();
    await waitFor(() => expect(periodsServed()).toBeGreaterThan(1));
  });

  it('取消 leaves it: nothing is created', async () => {
    signIn([BUTTON.tax.taskCreate]);
    const { server } = serve(null);
    renderWithProviders(<TaxTaskPage />, { path: '/tax/taxTask' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(TAX_TASK_DIALOG.content)).toBeNull());
    expect(callsTo(server.calls, 'saveTaskProcedure')).toHaveLength(0);
  });

  it('does not ask when the current quarter has its task', async () => {
    signIn([BUTTON.tax.taskCreate]);
    const { server } = serve('T-1');
    renderWithProviders(<TaxTaskPage />, { path: '/tax/taxTask' });
    await waitFor(() => expect(callsTo(server.calls, 'taxPeriods').length).toBeGreaterThan(0));
    await screen.findByText('暂无任务');
    expect(screen.queryByText(TAX_TASK_DIALOG.content)).toBeNull();
  });

  it('does not ask a user who may not create tasks, and hides the gated buttons', async () => {
    signIn([]);
    const { server } = serve(null);
    renderWithProviders(<TaxTaskPage />, { path: '/tax/taxTask' });
    await screen.findByText('暂无任务');
    expect(screen.queryByText(TAX_TASK_DIALOG.content)).toBeNull();
    expect(callsTo(server.calls, 'taxPeriods')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /新建任务/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('the list’s filters come from the URL and go to the server', async () => {
    signIn([]);
    const { server } = serve('T-1');
    renderWithProviders(<TaxTaskPage />, { path: '/tax/taxTask?state=filed&page=2&size=20' });
    await waitFor(() => expect(callsTo(server.calls, 'queryAppointProcedure').length).toBeGreaterThan(0));
    expect(callsTo(server.calls, 'queryAppointProcedure')[0].params).toEqual({
      state: 'filed',
      currentPage: 2,
      pageSize: 20,
    });
  });
});

describe('增值税优惠政策: preference form', () => {
  it('fills §5 defaults for missing fields', () => {
    const v = preferenceFormValues({ ifApplicablePreference: '1', taxBureauCity: ' 北京市 ' });
    expect(v.ifApplicablePreference).toBe('1');
    expect(v.ifAddDijiaPolicy).toBe('0');
    expect(v.vatExemptionItems).toBe('');
    expect(v.taxBureauCity).toBe('北京市');
    expect(Object.keys(v)).toHaveLength(16);
    expect(preferenceFormValues(null).ifApplicablePreference).toBe('0');
  });

  it('empties the items of a flag turned off and checks with the shared rules', () => {
    const off = preferenceToSave({
      ifApplicablePreference: '1',
      ifVatExemptionItems: '0',
      vatExemptionItems: '农产品',
    });
    expect(off.record.vatExemptionItems).toBe('');
    expect(off.issues).toEqual([]);
    const missing = preferenceToSave({ ifApplicablePreference: '1', ifAddDijiaPolicy: '1' });
    expect(missing.issues.map((i) => i.message)).toEqual(['请选择加计抵减政策行业', '请输入加计抵减比例']);
  });

  function serve(record: Record<string, string>) {
    let saved: Record<string, unknown> | null = null;
    const server = fakeServer((config) => {
      let reply: { data: unknown };
      if (config.url === endpointPath('vatPreferenceSave')) {
        saved = bodyOf(config);
        reply = ok([], '保存成功');
      } else if (config.url === endpointPath('vatPreference')) reply = ok([saved ?? record]);
      else reply = ok([]);
      return Promise.resolve({ ...reply, status: 200, statusText: 'OK', headers: {}, config, request: {} });
    });
    return { server, saved: () => saved };
  }

  it('shows the shared rules’ message on the field and does not save a wrong record', async () => {
    signIn([BUTTON.tax.preferenceSave]);
    const { server } = serve({ ...preferenceFormValues({}), ifApplicablePreference: '1', ifAddDijiaPolicy: '1' });
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    fireEvent.click(await screen.findByRole('button', { name: SAVE }));
    expect((await screen.findAllByText('请选择加计抵减政策行业')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('请输入加计抵减比例')).length).toBeGreaterThan(0);
    expect(callsTo(server.calls, 'vatPreferenceSave')).toHaveLength(0);
  });

  it('saves every field, then reloads the record from the server', async () => {
    signIn([BUTTON.tax.preferenceSave]);
    const { server, saved } = serve({ ...preferenceFormValues({}), taxBureauCity: '北京市' });
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(saved()).not.toBeNull());
    expect(saved()).toMatchObject({ ifApplicablePreference: '1', ifAddDijiaPolicy: '0', taxBureauCity: '北京市' });
    expect(Object.keys(saved() ?? {})).toHaveLength(16);
    await waitFor(() => expect(callsTo(server.calls, 'vatPreference').length).toBe(2));
  });

  it('is read only without the save permission', async () => {
    signIn([]);
    serve(preferenceFormValues({}));
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    expect(await screen.findByText('您没有修改增值税优惠设置的权限，当前为只读。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
  });
});
