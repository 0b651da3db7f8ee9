/**
 * zod schemas of the §7.6 organisation-change submit (fileId, fileName, noticeType=11, data JSON, content) for the
 * server. The rules are the form's (validate.ts, file.ts), so the server refuses with the same texts. The server
 * must still set userInfo from the session and check companyLevel against the stored parent: a payload cannot
 * prove either.
 */
import { z } from 'zod';
import { COMPANY_LEVELS } from '../constants.ts';
import { APPLY_FILE_REQUIRED, APPLY_TYPE_REQUIRED, UPLOAD_DOCX_ONLY } from '../messages.ts';
import { isAllowedApplicationFileName } from './file.ts';
import { orgChangeData } from './form.ts';
import type { OrgChangeData } from './types.ts';
import { ORG_CHANGE_FIELDS, validateOrgChange } from './validate.ts';

/** §3.1 notice type 11: organisation change. */
export const ORG_CHANGE_NOTICE_TYPE = 11;
/** Not worded by the spec: the data field is not the JSON of an application. */
export const ORG_CHANGE_DATA_INVALID = '申请数据格式错误';

// Bounded far above any real name so the §5 rules, not zod, answer for ordinary input.
const text = z
  .string()
  .max(1000)
  .nullish()
  .transform((v) => v ?? '');
const numberish = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? null : v);
/** A company below the root: levels 2–4 (§9); a level-1 company would be a second root. */
const level = z.preprocess(
  numberish,
  z
    .number()
    .int()
    .min(2)
    .max(COMPANY_LEVELS[COMPANY_LEVELS.length - 1])
    .nullish()
    .transform((v) => v ?? null),
);

export const orgChangeDataSchema = z
  .object({
    type: z.preprocess(numberish, z.literal([1, 2, 3], { error: APPLY_TYPE_REQUIRED })),
    parentCustomerCode: text,
    parentCustomerName: text,
    companyLevel: level,
    cat: text,
    customerRegisterName: text,
    socialcreditcode: text,
    parentCustomerCodeOld: text,
    parentCustomerNameOld: text,
    companyLevelOld: level,
    catOld: text,
    customerRegisterNameOld: text,
    socialcreditcodeOld: text,
    userInfo: z
      .object({ account: text, userName: text, entName: text })
      .nullish()
      .transform((v) => v ?? { account: '', userName: '', entName: '' }),
  })
  .superRefine((v, ctx) => {
    const errors = validateOrgChange(v);
    for (const field of ORG_CHANGE_FIELDS) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((v): OrgChangeData => orgChangeData(v, v.userInfo));

const dataJson = z.string().transform((s, ctx): unknown => {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: ORG_CHANGE_DATA_INVALID });
    return z.NEVER;
  }
});

/** The submit body. `data` arrives as JSON text and leaves parsed, checked and normalised. */
export const orgChangeSubmitSchema = z.object({
  fileId: z.string({ error: APPLY_FILE_REQUIRED }).trim().min(1, { error: APPLY_FILE_REQUIRED }).max(64),
  fileName: z
    .string({ error: APPLY_FILE_REQUIRED })
    .trim()
    .min(1, { error: APPLY_FILE_REQUIRED })
    .max(255)
    .refine(isAllowedApplicationFileName, { error: UPLOAD_DOCX_ONLY }),
  noticeType: z.preprocess(numberish, z.literal(ORG_CHANGE_NOTICE_TYPE)),
  data: dataJson.pipe(orgChangeDataSchema),
  content: z.string().trim().min(1).max(1000),
});
export type OrgChangeSubmit = z.output<typeof orgChangeSubmitSchema>;
