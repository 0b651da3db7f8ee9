/**
 * §3.1 tax enumerations as code → Chinese label maps. The spec gives most of them only in English; the
 * Chinese labels are the terms the VAT returns and invoice platforms use. Codes are strings exactly as
 * the server sends them ('0', '01', '101'): some have a leading zero that a number would lose.
 */

/** A code → label map. Frozen with `as const` so each map's keys form a union type. */
export type LabelMap = Readonly<Record<string, string>>;

/**
 * The label of `code`, or the code itself when the map does not know it, so a value added on the server
 * later still shows something instead of an empty cell. null/undefined/'' read ''. A number is looked up
 * by its decimal text (1 → '1'); codes with a leading zero must be passed as strings.
 */
export function labelOf(map: LabelMap, code: string | number | null | undefined): string {
  if (code === null || code === undefined) return '';
  const key = String(code);
  return Object.hasOwn(map, key) ? map[key] : key;
}

/** The select options of a map, in its declared order, for a drop-down. */
export function optionsOf<M extends LabelMap>(map: M): { value: keyof M & string; label: string }[] {
  return Object.entries(map).map(([value, label]) => ({ value: value, label }));
}

/** Invoice source: where an input invoice record came from. */
export const INVOICE_SOURCE = {
  '0': '发票平台自动获取',
  '1': '认证发票导入',
  '2': '手工导入',
  '3': '台账导入',
} as const satisfies LabelMap;
export type InvoiceSource = keyof typeof INVOICE_SOURCE;

/** Taxpayer type, first character of VatEntBaseInfo.taxpayerType (see vat.ts isSmallScaleTaxpayer). */
export const TAXPAYER_TYPE = {
  '1': '一般纳税人',
  '2': '小规模纳税人',
} as const satisfies LabelMap;
export type TaxpayerType = keyof typeof TAXPAYER_TYPE;

/** Sub-types of a general taxpayer (taxpayerType 1). 101 is "no special sub-type". */
export const GENERAL_TAXPAYER_SUBTYPE = {
  '101': '无',
  '102': '辅导期一般纳税人',
  '103': '外贸退税企业',
  '104': '生产退税企业',
} as const satisfies LabelMap;
export type GeneralTaxpayerSubtype = keyof typeof GENERAL_TAXPAYER_SUBTYPE;

/** Input invoice type (进项发票类型), including the passenger tickets whose input VAT is deductible. */
export const INPUT_INVOICE_TYPE = {
  '0': '纸质增值税专用发票',
  '1': '增值税电子专用发票',
  '2': '增值税专用发票',
  '3': '航空运输电子客票行程单',
  '4': '铁路车票',
  '5': '公路客票',
  '6': '水路客票',
  '7': '其他客票',
} as const satisfies LabelMap;
export type InputInvoiceType = keyof typeof INPUT_INVOICE_TYPE;

/** Kind of a self-issued invoice. */
export const SELF_ISSUED_KIND = {
  '0': '专用发票',
  '1': '普通发票',
  '2': '区块链发票',
} as const satisfies LabelMap;
export type SelfIssuedKind = keyof typeof SELF_ISSUED_KIND;

/** Output invoice type (销项发票类型). */
export const OUTPUT_INVOICE_TYPE = {
  '0': '增值税专用发票',
  '1': '增值税普通发票',
  '2': '区块链电子普通发票',
  '3': '机动车销售统一发票',
} as const satisfies LabelMap;
export type OutputInvoiceType = keyof typeof OUTPUT_INVOICE_TYPE;

/** Toll type of a toll invoice (通行费). */
export const TOLL_TYPE = {
  '0': '高速公路',
  '1': '一级、二级公路',
  '2': '桥、闸',
} as const satisfies LabelMap;
export type TollType = keyof typeof TOLL_TYPE;

/** Passenger transport ticket type (旅客运输). Codes 4 and 5 are not in the spec and stay unknown. */
export const PASSENGER_TYPE = {
  '0': '增值税专用发票',
  '1': '增值税电子普通发票',
  '2': '航空运输电子客票行程单',
  '3': '铁路车票',
  '6': '其他',
} as const satisfies LabelMap;
export type PassengerType = keyof typeof PASSENGER_TYPE;

/** Business type of special sales (特殊业务类型). */
export const BUSINESS_TYPE = {
  '01': '出口免税',
  '02': '销售使用过的固定资产',
  '03': '销售不动产',
} as const satisfies LabelMap;
export type BusinessType = keyof typeof BUSINESS_TYPE;

/** Tax calculation method (计税方法); VatEntBaseInfo.taxationMethod is a comma list of these codes. */
export const TAX_CALCULATION = {
  '1': '一般计税',
  '2': '简易计税',
  '3': '免税',
  '4': '免抵退',
} as const satisfies LabelMap;
export type TaxCalculation = keyof typeof TAX_CALCULATION;

/** Payment (issuing) method: the enterprise issued the invoice itself or the tax office issued it. */
export const PAYMENT_METHOD = {
  '0': '自开',
  '1': '代开',
} as const satisfies LabelMap;
export type PaymentMethod = keyof typeof PAYMENT_METHOD;

/** Tax item (征税项目). */
export const TAX_ITEM = {
  '01': '货物',
  '02': '劳务',
  '03': '服务、不动产和无形资产',
} as const satisfies LabelMap;
export type TaxItem = keyof typeof TAX_ITEM;

/** Adjustment: which calculation method an adjustment belongs to. */
export const ADJUSTMENT = {
  '1': '一般计税',
  '2': '简易计税',
} as const satisfies LabelMap;
export type Adjustment = keyof typeof ADJUSTMENT;
