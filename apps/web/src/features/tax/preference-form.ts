/**
 * The VAT preference form's values and checks. The record rules are shared (packages/shared tax/vat.ts), so the form
 * and the server give the same messages: defaults for missing fields (§5), then validatePreference.
 */
import {
  PREFERENCE_FLAGS,
  VAT_PREFERENCE_LABEL,
  applyPreferenceDefaults,
  clearUnusedPreferenceItems,
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

/** 加计抵减 industries and the rate each one takes under the rules in force (财政部 税务总局公告2023年第1、17、25、43号). */
export const ADD_DIJIA_INDUSTRIES: readonly { value: string; rate: string }[] = [
  { value: '生产性服务业', rate: '5' },
  { value: '生活性服务业', rate: '10' },
  { value: '先进制造业', rate: '5' },
  { value: '集成电路企业', rate: '15' },
  { value: '工业母机企业', rate: '15' },
];
