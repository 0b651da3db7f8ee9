/**
 * §5 organisation-change validation, with the spec's messages:
 * - type required (请选择申请类型);
 * - parent, plate, company name and credit code required; for type 2 (change) the messages name the new value
 *   (请选择新上级单位, 请选择新板块, 请输入新单位名称, 请输入新统一社会信用代码) and the old values are required too
 *   (原上级单位, 原板块, 原单位名称, 原统一社会信用代码). The base texts and the 新/原 placement come from
 *   orgChangeRequired in ../messages.ts: 新 goes before the field name, which reads as Chinese; a literal prefix
 *   (新请选择上级单位) would not;
 * - the plate only when the parent's level is 2, i.e. the company's level (parent + 1) is 3. The same rule holds
 *   for the old plate against the old level;
 * - credit code: empty, under 18 characters, bad pattern or check character (validateCreditCode, GB 32100);
 * - text is trimmed before every check.
 */
import { APPLY_TYPE_REQUIRED, orgChangeRequired, type OrgChangeField } from '../messages.ts';
import { trimInput, validateCreditCode } from '../validators.ts';
import { isCompanyPlate, type OrgChangeForm } from './types.ts';

/** §5: the company level at which the plate is required (its parent is at level 2). */
export const PLATE_REQUIRED_COMPANY_LEVEL = 3;

/** Whether the plate is required for a company of this level (null: no parent chosen yet, so not yet). */
export function isPlateRequired(companyLevel: number | null | undefined): boolean {
  return companyLevel === PLATE_REQUIRED_COMPANY_LEVEL;
}

/** The form fields with a §5 message, in form order. */
export const ORG_CHANGE_FIELDS = [
  'type',
  'parentCustomerCodeOld',
  'catOld',
  'customerRegisterNameOld',
  'socialcreditcodeOld',
  'parentCustomerCode',
  'cat',
  'customerRegisterName',
  'socialcreditcode',
] as const satisfies readonly (keyof OrgChangeForm)[];
export type OrgChangeFormField = (typeof ORG_CHANGE_FIELDS)[number];
export type OrgChangeErrors = Partial<Record<OrgChangeFormField, string>>;

type Variant = 'plain' | 'new' | 'old';

function group(
  values: { parent: string; level: number | null; plate: string; name: string; code: string },
  variant: Variant,
): Record<OrgChangeField, string> {
  const required = (field: OrgChangeField) => orgChangeRequired(field, variant);
  const plate = trimInput(values.plate);
  const code = trimInput(values.code);
  return {
    parent: trimInput(values.parent) ? '' : required('parent'),
    // A plate that is not one of §3.1's counts as not chosen.
    plate: isPlateRequired(values.level) && !isCompanyPlate(plate) ? required('plate') : '',
    companyName: trimInput(values.name) ? '' : required('companyName'),
    creditCode: code ? validateCreditCode(code) : required('creditCode'),
  };
}

/** Messages by field; an empty object when the form can be submitted. */
export function validateOrgChange(form: OrgChangeForm): OrgChangeErrors {
  const errors: OrgChangeErrors = {};
  const put = (field: OrgChangeFormField, message: string) => {
    if (message) errors[field] = message;
  };
  if (form.type === null) put('type', APPLY_TYPE_REQUIRED);
  if (form.type === 2) {
    const old = group(
      {
        parent: form.parentCustomerCodeOld,
        level: form.companyLevelOld,
        plate: form.catOld,
        name: form.customerRegisterNameOld,
        code: form.socialcreditcodeOld,
      },
      'old',
    );
    put('parentCustomerCodeOld', old.parent);
    put('catOld', old.plate);
    put('customerRegisterNameOld', old.companyName);
    put('socialcreditcodeOld', old.creditCode);
  }
  const now = group(
    {
      parent: form.parentCustomerCode,
      level: form.companyLevel,
      plate: form.cat,
      name: form.customerRegisterName,
      code: form.socialcreditcode,
    },
    form.type === 2 ? 'new' : 'plain',
  );
  put('parentCustomerCode', now.parent);
  put('cat', now.plate);
  put('customerRegisterName', now.companyName);
  put('socialcreditcode', now.creditCode);
  return errors;
}

/** The first message in form order, or ''. */
export function firstOrgChangeError(form: OrgChangeForm): string {
  const errors = validateOrgChange(form);
  for (const field of ORG_CHANGE_FIELDS) if (errors[field]) return errors[field];
  return '';
}
