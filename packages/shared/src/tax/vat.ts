/**
 * VAT rules of §3/§5: the applicable preference record (schema, defaults, cross-field validation), the
 * enterprise base info (taxpayer type, taxation methods) and the other VAT state.
 */
import { z } from 'zod';
import { type DateInput } from '../format.ts';
import { TAX_VAT_GENERAL_MONTHLY, TAX_VAT_SMALL_SCALE_NOT_YEARLY } from '../messages.ts';
import { GENERAL_TAXPAYER_SUBTYPE, TAXPAYER_TYPE, TAX_CALCULATION, labelOf } from './enums.ts';
import { currentTaxMonth } from './period.ts';
import type { Periodicity } from './periods.ts';

// ---------------------------------------------------------------------------------------------------------
// Applicable preference record (增值税适用优惠)
// ---------------------------------------------------------------------------------------------------------

/** Chinese labels of the preference fields, used in every message so the form and server say the same. */
export const VAT_PREFERENCE_LABEL = {
  ifApplicablePreference: '是否享受增值税优惠',
  ifAddDijiaPolicy: '是否适用加计抵减政策',
  addDijiaPolicyIndustry: '加计抵减政策行业',
  addDijiaPolicyRate: '加计抵减比例',
  ifImmediateWithdrawalItems: '是否有即征即退项目',
  immediateWithdrawalItems: '即征即退项目',
  immediateWithdrawalItemsName: '即征即退项目名称',
  ifTaxDiminishingItems: '是否有税额抵减项目',
  taxDiminishingItems: '税额抵减项目',
  ifVatExemptionItems: '是否有免税项目',
  vatExemptionItems: '免税项目',
  vatExemptionItemsCode: '免税项目代码',
  ifVatReductionItems: '是否有减税项目',
  vatReductionItems: '减税项目',
  vatReductionItemsCode: '减税项目代码',
  taxBureauCity: '主管税务机关所在城市',
} as const;
export type VatPreferenceField = keyof typeof VAT_PREFERENCE_LABEL;

export const PREFERENCE_FLAGS = [
  'ifApplicablePreference',
  'ifAddDijiaPolicy',
  'ifImmediateWithdrawalItems',
  'ifTaxDiminishingItems',
  'ifVatExemptionItems',
  'ifVatReductionItems',
] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];
type TextField = Exclude<VatPreferenceField, PreferenceFlag>;
const TEXT_FIELDS = (Object.keys(VAT_PREFERENCE_LABEL) as VatPreferenceField[]).filter(
  (f): f is TextField => !(PREFERENCE_FLAGS as readonly string[]).includes(f),
);

/**
 * Each detail flag and the fields it switches on. Its main fields are required when the flag is '1'
 * (REQUIRED_WHEN_ON); all must be empty when it is '0', so a saved record never carries items the taxpayer
 * said it does not have.
 * A code list and its name list (or items and codes) must have the same number of entries when both are
 * filled, since the screens zip them into pairs.
 */
const FLAG_FIELDS: Readonly<Record<Exclude<PreferenceFlag, 'ifApplicablePreference'>, readonly TextField[]>> = {
  ifAddDijiaPolicy: ['addDijiaPolicyIndustry', 'addDijiaPolicyRate'],
  ifImmediateWithdrawalItems: ['immediateWithdrawalItems', 'immediateWithdrawalItemsName'],
  ifTaxDiminishingItems: ['taxDiminishingItems'],
  ifVatExemptionItems: ['vatExemptionItems', 'vatExemptionItemsCode'],
  ifVatReductionItems: ['vatReductionItems', 'vatReductionItemsCode'],
};
const PAIRED_LISTS: readonly (readonly [TextField, TextField])[] = [
  ['immediateWithdrawalItems', 'immediateWithdrawalItemsName'],
  ['vatExemptionItems', 'vatExemptionItemsCode'],
  ['vatReductionItems', 'vatReductionItemsCode'],
];
const LIST_FIELDS: readonly TextField[] = [...PAIRED_LISTS.flat(), 'taxDiminishingItems'];
/** Fields required while their flag is '1', with their message; the name/code companions are optional. */
const REQUIRED_WHEN_ON: Partial<Record<TextField, string>> = {
  addDijiaPolicyIndustry: '请选择加计抵减政策行业',
  addDijiaPolicyRate: '请输入加计抵减比例',
  immediateWithdrawalItems: '请选择即征即退项目',
  taxDiminishingItems: '请选择税额抵减项目',
  vatExemptionItems: '请选择免税项目',
  vatReductionItems: '请选择减税项目',
};

/** The 加计抵减 rate is a percentage ('5', '10', '15' under the rules so far), above 0 and at most 100. */
export const ADD_DIJIA_RATE_MAX = 100;

/** Splits a comma-separated list (a full-width ，is accepted too), trimming entries and dropping empty ones. */
export function parseCommaList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const missingToUndefined = (v: unknown) => (v === null ? undefined : v);
const flag = (field: PreferenceFlag) =>
  z.preprocess(
    missingToUndefined,
    z.enum(['0', '1'], { error: `“${VAT_PREFERENCE_LABEL[field]}”只能为0或1` }).default('0'),
  );
const text = (field: TextField) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : missingToUndefined(v)),
    z
      .string({ error: `“${VAT_PREFERENCE_LABEL[field]}”应为文本` })
      .trim()
      .default(''),
  );

function crossFieldIssues(r: Record<VatPreferenceField, string>): PreferenceIssue[] {
  const issues: PreferenceIssue[] = [];
  const L = VAT_PREFERENCE_LABEL;
  for (const [f, fields] of Object.entries(FLAG_FIELDS) as [keyof typeof FLAG_FIELDS, readonly TextField[]][]) {
    if (r.ifApplicablePreference === '0' && r[f] === '1') {
      issues.push({ field: f, message: `“${L.ifApplicablePreference}”为否时，“${L[f]}”不能为是` });
    }
    if (r[f] === '1') {
      for (const field of fields) {
        const message = REQUIRED_WHEN_ON[field];
        if (message && r[field] === '') issues.push({ field, message });
      }
    }
    if (r[f] === '0') {
      for (const field of fields) {
        if (r[field] !== '') issues.push({ field, message: `“${L[f]}”为否时不能填写“${L[field]}”` });
      }
    }
  }
  const rate = r.addDijiaPolicyRate;
  if (rate !== '' && (!/^\d+(\.\d{1,2})?$/.test(rate) || Number(rate) <= 0 || Number(rate) > ADD_DIJIA_RATE_MAX)) {
    issues.push({
      field: 'addDijiaPolicyRate',
      message: `${L.addDijiaPolicyRate}应为大于0且不超过${ADD_DIJIA_RATE_MAX}的数字（%），最多两位小数`,
    });
  }
  for (const field of LIST_FIELDS) {
    const items = parseCommaList(r[field]);
    const dup = items.find((x, i) => items.indexOf(x) !== i);
    if (dup !== undefined) issues.push({ field, message: `“${L[field]}”中有重复项：${dup}` });
  }
  for (const [a, b] of PAIRED_LISTS) {
    const [na, nb] = [parseCommaList(r[a]).length, parseCommaList(r[b]).length];
    if (na > 0 && nb > 0 && na !== nb) {
      issues.push({ field: b, message: `“${L[a]}”有${na}项，“${L[b]}”有${nb}项，数量应一致` });
    }
  }
  return issues;
}

const shape = Object.fromEntries([
  ...PREFERENCE_FLAGS.map((f) => [f, flag(f)] as const),
  ...TEXT_FIELDS.map((f) => [f, text(f)] as const),
]) as { [K in PreferenceFlag]: ReturnType<typeof flag> } & { [K in TextField]: ReturnType<typeof text> };

/**
 * §3 VAT applicable preference record. Missing (or null) flags read '0' and missing texts '' (§5 defaults
 * on save). Cross-field rules (see FLAG_FIELDS, PAIRED_LISTS, ADD_DIJIA_RATE_MAX) run once every single
 * field is valid, so the messages never talk about a value that is itself wrong.
 */
export const vatPreferenceSchema = z.object(shape).superRefine((record, ctx) => {
  for (const { field, message } of crossFieldIssues(record)) ctx.addIssue({ code: 'custom', path: [field], message });
});
export type VatApplicablePreference = z.output<typeof vatPreferenceSchema>;
/** What a form or the API may send: any field may be missing or null. */
export type VatApplicablePreferenceInput = Partial<Record<VatPreferenceField, string | number | null>>;

/** Every field present as text; what applyPreferenceDefaults returns before validation. */
export type VatPreferenceDraft = Record<VatPreferenceField, string>;

/**
 * §5: the record as it is saved, with '0' for every missing (undefined or null) flag and '' for every missing
 * text. It does not validate, so a wrong flag stays wrong for validatePreference to report.
 */
export function applyPreferenceDefaults(input: VatApplicablePreferenceInput): VatPreferenceDraft {
  const out = {} as VatPreferenceDraft;
  for (const f of PREFERENCE_FLAGS) {
    const v = input[f];
    out[f] = v === null || v === undefined ? '0' : String(v).trim();
  }
  for (const f of TEXT_FIELDS) {
    const v = input[f];
    out[f] = v === null || v === undefined ? '' : String(v).trim();
  }
  return out;
}

export interface PreferenceIssue {
  field: VatPreferenceField;
  message: string;
}

/** Defaults, then every check: the record to save, or every problem as { field, message } in Chinese. */
export function parsePreference(
  input: VatApplicablePreferenceInput,
): { ok: true; value: VatApplicablePreference } | { ok: false; errors: PreferenceIssue[] } {
  const result = vatPreferenceSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((i) => ({ field: String(i.path[0]) as VatPreferenceField, message: i.message })),
  };
}

/** Every problem of a preference record ([] when it may be saved); see parsePreference. */
export function validatePreference(input: VatApplicablePreferenceInput): PreferenceIssue[] {
  const result = parsePreference(input);
  return result.ok ? [] : result.errors;
}

/**
 * The record with the fields of every '0' flag emptied, and every detail flag set to '0' when
 * ifApplicablePreference is '0'. A form calls it before saving, since it hides those fields but keeps
 * their old values; validation then stays strict for callers that send contradictions on purpose.
 */
export function clearUnusedPreferenceItems<T extends VatPreferenceDraft>(record: T): T {
  const out = { ...record };
  for (const [f, fields] of Object.entries(FLAG_FIELDS) as [keyof typeof FLAG_FIELDS, readonly TextField[]][]) {
    if (out.ifApplicablePreference === '0') (out as VatPreferenceDraft)[f] = '0';
    if (out[f] === '0') for (const field of fields) (out as VatPreferenceDraft)[field] = '';
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Enterprise base info (first record of queryVatEntBaseInfo) and taxpayer type
// ---------------------------------------------------------------------------------------------------------

/** §5: a taxpayer is small-scale when its type code starts with 2 (2, 2xx …); 1 and 101–104 are general. */
export function isSmallScaleTaxpayer(taxpayerType: string | number | null | undefined): boolean {
  return String(taxpayerType ?? '')
    .trim()
    .startsWith('2');
}

/**
 * §3.1 label of a taxpayer type code: '1' and '101' read 一般纳税人, '102'–'104' add the sub-type in
 * brackets, '2…' reads 小规模纳税人; an unknown code is shown as it is.
 */
export function taxpayerTypeLabel(taxpayerType: string | number | null | undefined): string {
  const code = String(taxpayerType ?? '').trim();
  if (code === '') return '';
  if (isSmallScaleTaxpayer(code)) return TAXPAYER_TYPE['2'];
  if (code === '1' || code === '101') return TAXPAYER_TYPE['1'];
  if (Object.hasOwn(GENERAL_TAXPAYER_SUBTYPE, code))
    return `${TAXPAYER_TYPE['1']}（${labelOf(GENERAL_TAXPAYER_SUBTYPE, code)}）`;
  return code;
}

/**
 * The default VAT periodicity of a taxpayer: quarterly for small-scale taxpayers (财税〔2016〕36号: they may
 * file by quarter, and most do), monthly for general taxpayers. Pass it to periods.ts / calendar.ts.
 */
export function vatPeriodicity(taxpayerType: string | number | null | undefined): Periodicity {
  return isSmallScaleTaxpayer(taxpayerType) ? 'quarterly' : 'monthly';
}

/**
 * The VAT periodicities a taxpayer may file by: a general taxpayer monthly (增值税暂行条例实施细则第三十九条: a quarter
 * is for small-scale taxpayers; the banks and finance companies 财税〔2016〕36号 also lets file by quarter are not among
 * the portal's enterprises), a small-scale one monthly or quarterly. An unknown type (not registered) is not restricted.
 */
export function vatPeriodicities(taxpayerType: string | number | null | undefined): readonly Periodicity[] {
  const code = String(taxpayerType ?? '').trim();
  if (code === '') return ['monthly', 'quarterly', 'yearly'];
  return isSmallScaleTaxpayer(code) ? ['monthly', 'quarterly'] : ['monthly'];
}

/** Why a VAT periodicity does not fit the taxpayer type (the message the form and the server give), or null. */
export function vatPeriodicityIssue(
  taxpayerType: string | number | null | undefined,
  periodicity: Periodicity,
): string | null {
  if (vatPeriodicities(taxpayerType).includes(periodicity)) return null;
  return isSmallScaleTaxpayer(taxpayerType) ? TAX_VAT_SMALL_SCALE_NOT_YEARLY : TAX_VAT_GENERAL_MONTHLY;
}

/**
 * The VAT filing cycle as the 企业信息 tab states it: the periodicity the enterprise profile (企业档案) registers for VAT,
 * else the taxpayer type's usual one, with the type.
 */
export function vatCycleText(
  taxpayerType: string | number | null | undefined,
  registered: Periodicity | null | undefined,
): string {
  const periodicity = registered ?? vatPeriodicity(taxpayerType);
  const cycle = { monthly: '按月申报', quarterly: '按季申报', yearly: '按年申报' }[periodicity];
  return `${cycle}（${isSmallScaleTaxpayer(taxpayerType) ? '小规模纳税人' : '一般纳税人'}）`;
}

/** taxationMethod is a comma list of §3.1 tax calculation codes ('1,2'): the distinct codes, in order. */
export function parseTaxationMethods(taxationMethod: string | null | undefined): string[] {
  return [...new Set(parseCommaList(taxationMethod))];
}

/** The labels of a taxationMethod list (一般计税、简易计税 …); unknown codes are shown as they are. */
export function taxationMethodLabels(taxationMethod: string | null | undefined): string[] {
  return parseTaxationMethods(taxationMethod).map((c) => labelOf(TAX_CALCULATION, c));
}

export interface VatEntBaseInfo {
  taxpayerType?: string | number | null;
  taxationMethod?: string | null;
}

export interface VatEntProfile {
  taxpayerType: string;
  taxpayerTypeLabel: string;
  smallScale: boolean;
  taxationMethods: string[];
}

/** §3: the VAT profile from the FIRST record of the base info list (data[0]); null when the list is empty. */
export function vatEntProfile(records: readonly VatEntBaseInfo[] | null | undefined): VatEntProfile | null {
  const first = records?.[0];
  if (!first) return null;
  const taxpayerType = String(first.taxpayerType ?? '').trim();
  return {
    taxpayerType,
    taxpayerTypeLabel: taxpayerTypeLabel(taxpayerType),
    smallScale: isSmallScaleTaxpayer(taxpayerType),
    taxationMethods: parseTaxationMethods(first.taxationMethod),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Other VAT state
// ---------------------------------------------------------------------------------------------------------

/** §3 other VAT state kept by the VAT screens. The lists are loaded from their own calls (§7.3). */
export interface VatState {
  taxYear: number;
  taxMonth: number;
  /** Number of periods shown; the spec does not say more, so it starts unset. */
  numPeriods: number | null;
  /** data[0].cityFlag of queryTableUploadStatus; unset until loaded. */
  cityFlag: string | null;
  taxRates: readonly unknown[];
  generalBranchInfo: unknown;
  invoiceConfirmTypes: readonly unknown[];
}

/** The VAT state before anything is loaded: year and month of the §9 tax month at `today`. */
export function initialVatState(today: DateInput): VatState {
  const month = currentTaxMonth(today);
  return {
    taxYear: Number(month.slice(0, 4)),
    taxMonth: Number(month.slice(4)),
    numPeriods: null,
    cityFlag: null,
    taxRates: [],
    generalBranchInfo: null,
    invoiceConfirmTypes: [],
  };
}

/**
 * An invoice's confirmation (勾选认证) as the invoice page and its export both show it: only an input invoice is
 * confirmed; an output invoice has nothing to confirm ('-').
 */
export function invoiceConfirmText(inv: { direction: string; confirmed: boolean }): '已确认' | '未确认' | '-' {
  if (inv.direction !== 'input') return '-';
  return inv.confirmed ? '已确认' : '未确认';
}
