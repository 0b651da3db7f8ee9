/**
 * What the tax pages say about the enterprise's data: where a table's rows came from (a seeded table is not "尚未导入"),
 * the 加计抵减 rates in force for the current tax month, preference items by name with their code, and VAT's
 * periodicity tied to the taxpayer type on 企业档案 (the same message the server refuses an inconsistent save with).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { BUTTON, TAX_VAT_GENERAL_MONTHLY, endpointPath, type ButtonCode, type EndpointName } from '@portal/shared';
import VatPreferencePage from '../src/features/tax/VatPreferencePage.tsx';
import { EntProfileForm } from '../src/features/tax/components/EntProfileForm.tsx';
import { TableViewer } from '../src/features/tax/components/TableViewer.tsx';
import { preferenceFormValues } from '../src/features/tax/preference-form.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';
import { fakeServer, spyEffects } from './request-helpers.ts';

const ok = (data: unknown[], msg = '') => ({ data: { code: '200', msg, data } });

/** Answers the named endpoints, [] for any other. */
function serve(answers: Partial<Record<EndpointName, unknown[]>>) {
  return fakeServer((config: InternalAxiosRequestConfig) => {
    const name = (Object.keys(answers) as EndpointName[]).find((n) => endpointPath(n) === config.url);
    const reply = ok(name ? (answers[name] ?? []) : []);
    return Promise.resolve({ ...reply, status: 200, statusText: 'OK', headers: {}, config, request: {} });
  });
}

function signIn(perms: ButtonCode[]) {
  useSession.setState({ token: 't', userInfo: makeUser({ entId: 'e1' }) });
  useMenuStore.setState({ btnPerm: perms });
}

/** Opens an antd Select (the one inside `within`) and answers its options' texts. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
  const dropdowns = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  return dropdowns.flatMap((d) => [...d.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? ''));
}

beforeEach(() => spyEffects());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('a table says where its rows came from', () => {
  const table = (over: Record<string, unknown>) => ({
    taskNo: 'T1',
    tableCode: 'VAT_INPUT',
    tableName: '本期抵扣进项税额明细',
    version: '2025.1',
    rowKey: null,
    columns: [{ key: 'invoiceNo', title: '发票号码', type: 'text' }],
    rows: [{ invoiceNo: '1' }, { invoiceNo: '2' }, { invoiceNo: '3' }],
    importedAt: null,
    updatedAt: '2025-06-18T02:00:00.000Z',
    rowTotal: 3,
    current: 1,
    size: 1000,
    ...over,
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['rows no file brought (the demo data): not 尚未导入', {}, '未经导入，更新于 2025-06-18 10:00'],
    ['an imported table', { importedAt: '2025-06-20T01:30:00.000Z' }, '最近导入 2025-06-20 09:30'],
    ['a table without rows', { rows: [], rowTotal: 0, updatedAt: null }, '尚未导入'],
  ])('%s', async (_case, over, text) => {
    signIn([]);
    serve({ taxTableData: [table(over)] });
    renderWithProviders(<TableViewer taxType="01" taskNo="T1" tableCode="VAT_INPUT" locked={false} />);
    expect(await screen.findByText(text)).toBeTruthy();
    if (text !== '尚未导入') expect(screen.queryByText('尚未导入')).toBeNull();
  });
});

describe('增值税优惠政策: 加计抵减 rates in force and preference items by name', () => {
  const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  const record = (over: Record<string, string>) => ({
    ...preferenceFormValues({}),
    ifApplicablePreference: '1',
    ifAddDijiaPolicy: '1',
    ...over,
  });

  it.each<[string, string, string[], string[]]>([
    [
      'in 2025 only the industry rates that run to 2027',
      '2025-06-20T09:00:00+08:00',
      ['先进制造业（5%）', '集成电路企业（15%）', '工业母机企业（15%）'],
      ['生产性服务业（5%）', '生活性服务业（10%）'],
    ],
    [
      'the tax month of 2023 (until 15 January 2024) still offers the service rates',
      '2024-01-10T09:00:00+08:00',
      ['生产性服务业（5%）', '生活性服务业（10%）', '先进制造业（5%）'],
      [],
    ],
  ])('%s', async (_case, instant, offered, notOffered) => {
    at(instant);
    signIn([BUTTON.tax.preferenceSave]);
    serve({ vatPreference: [record({})] });
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    const label = await screen.findByText('加计抵减政策行业');
    const item = label.closest('.ant-form-item') as HTMLElement;
    const options = await optionsOf(within(item).getByRole('combobox').closest('.ant-select') as HTMLElement);
    expect(options).toEqual(expect.arrayContaining(offered));
    for (const o of notOffered) expect(options).not.toContain(o);
  });

  it('points out a saved industry whose policy has ended', async () => {
    at('2025-06-20T09:00:00+08:00');
    signIn([BUTTON.tax.preferenceSave]);
    serve({ vatPreference: [record({ addDijiaPolicyIndustry: '生活性服务业', addDijiaPolicyRate: '10' })] });
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    expect(
      await screen.findByText('“生活性服务业”的加计抵减政策已到期，当前不再适用，请按现行政策重新选择。'),
    ).toBeTruthy();
  });

  it('shows a preference item stored as its code by name, with the code', async () => {
    signIn([BUTTON.tax.preferenceSave]);
    serve({
      vatPreference: [
        record({
          ifAddDijiaPolicy: '0',
          ifTaxDiminishingItems: '1',
          taxDiminishingItems: '0001129914',
          ifVatExemptionItems: '1',
          vatExemptionItems: '国债、地方政府债利息收入免征增值税优惠',
          vatExemptionItemsCode: '0001081507',
        }),
      ],
    });
    renderWithProviders(<VatPreferencePage />, { path: '/tax/vat/preference' });
    expect(await screen.findByText('购置增值税税控系统专用设备抵减增值税（0001129914）')).toBeTruthy();
    expect(screen.getByText('国债、地方政府债利息收入免征增值税优惠（0001081507）')).toBeTruthy();
    expect(screen.queryByText('0001129914')).toBeNull();
  });
});

describe('企业档案: VAT’s periodicity follows the taxpayer type', () => {
  const profile = (taxpayerType: string) => ({
    entName: '国能销售集团有限公司',
    socialCreditCode: '91110000100001234X',
    taxpayerType,
    taxBureau: '国家税务总局北京市东城区税务局',
    legalRepresentative: '张宏伟',
    financeContact: '李明',
    financePhone: '010-58131234',
    registeredAddress: '北京市东城区安定门西滨河路22号',
    taxTypes: [{ taxType: '01', periodicity: 'monthly' as const }],
  });

  async function choosePeriodicity(label: string) {
    const row = document.querySelector('.tax-profile__type-row') as HTMLElement;
    const selects = row.querySelectorAll<HTMLElement>('.ant-select');
    const options = await optionsOf(selects[1]);
    expect(options).toContain(label);
    const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === label,
    );
    fireEvent.click(option!);
  }

  it('warns a general taxpayer set to quarterly VAT, with the server’s message', async () => {
    signIn([BUTTON.tax.profileSave]);
    serve({ taxCodeList: [{ itemNo: '01', itemName: '增值税', key: 'VAT', relativeCode1: null }] });
    renderWithProviders(<EntProfileForm profile={profile('101')} />);
    await choosePeriodicity('按季');
    expect(await screen.findByText(TAX_VAT_GENERAL_MONTHLY)).toBeTruthy();
  });

  it('lets a small-scale taxpayer choose quarterly', async () => {
    signIn([BUTTON.tax.profileSave]);
    serve({ taxCodeList: [{ itemNo: '01', itemName: '增值税', key: 'VAT', relativeCode1: null }] });
    renderWithProviders(<EntProfileForm profile={profile('2')} />);
    await choosePeriodicity('按季');
    const row = document.querySelector('.tax-profile__type-row') as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain('按季'));
    expect(screen.queryByText(TAX_VAT_GENERAL_MONTHLY)).toBeNull();
  });
});
