/**
 * The VAT preference form's values and checks. The record rules are shared (packages/shared tax/vat.ts), so the form
 * and the server give the same messages: defaults for missing fields (§5), then validatePreference.
 */
import {
  PREFERENCE_FLAGS,
  VAT_PREFERENCE_LABEL,
  addDijiaPoliciesIn,
  applyPreferenceDefaults,
  clearUnusedPreferenceItems,
  currentTaxMonth,
  preferenceItemLabel,
  validatePreference,
  type PreferenceIssue,
  type VatApplicablePreferenceInput,
  type VatPreferenceDraft,
  type VatPreferenceField,
} from '@portal/shared';

/** Every field of the record, flags first (the order the form shows them in is its own). */
export const PREFERENCE_FIELDS = Object.keys(VAT_PREFERENCE_LABEL) as VatPreferenceField[];

/** The form's starting values: the saved record with §5 defaults ('0' flags, '' texts) for what it lacks. */
export function preferenceFormValues(record: VatApplicablePreferenceInput | null | undefined): VatPreferenceDraft {
  return applyPreferenceDefaults(record ?? {});
}

/**
 * What a save sends: defaults applied, the items of every flag turned off emptied (the form hides them but keeps
 * their values), and the problems the shared rules find ([] = it may be saved).
 */
export function preferenceToSave(values: VatApplicablePreferenceInput): {
  record: VatPreferenceDraft;
  issues: PreferenceIssue[];
} {
  const record = clearUnusedPreferenceItems(applyPreferenceDefaults(values));
  return { record, issues: validatePreference(record) };
}

/** Whether a flag is on ('1'). */
export const isOn = (v: unknown) => v === '1';

export { PREFERENCE_FLAGS };

/**
 * 加计抵减 industries and their rates in force in a tax month (shared ADD_DIJIA_POLICIES): the 5 % / 10 % of the
 * service industries only up to 202312; from 2024 the industry policies that run to 2027 (先进制造业 5 %, 集成电路企业
 * and 工业母机企业 15 %). The record holds no period: the form offers what applies to the current tax month (§9).
 */
export function addDijiaIndustries(today: Date = new Date()): { value: string; rate: string }[] {
  return addDijiaPoliciesIn(currentTaxMonth(today)).map((p) => ({ value: p.industry, rate: p.rate }));
}

/** Options of a list of preference items: a known 减免性质代码 reads 名称（代码）, other entries as they are. */
export function preferenceItemOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: preferenceItemLabel(value) }));
}
