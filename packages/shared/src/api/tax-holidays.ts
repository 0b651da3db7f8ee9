/**
 * The holiday arrangement (放假安排) the filing deadlines are moved by (tax/holidays.ts): reference data operations
 * enter when the State Council publishes a year's arrangement, on /system/tax-admin/holiday. Reading needs that page,
 * changing it its button; every change is audited. Paths are ours (the spec names none).
 */
import { z } from 'zod';
import { HOLIDAY_KINDS, HOLIDAY_NAME_MAX } from '../tax/holidays.ts';
import { defineEndpoints, emptyEnvelope, envelope } from './contract.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');

/** One entered day. */
export const TaxHolidaySchema = z.object({
  date: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  name: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TaxHoliday = z.infer<typeof TaxHolidaySchema>;

/** A year's arrangement as entered, or, while none is, the statutory holidays the deadlines assume (预计). */
export const TaxHolidayYearSchema = z.object({
  year: z.number(),
  /** Some day of the year is entered: the year's deadlines are final. */
  published: z.boolean(),
  days: z.array(TaxHolidaySchema),
  /** The statutory days off assumed while nothing is entered ([] once the year is published). */
  estimate: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type TaxHolidayYear = z.infer<typeof TaxHolidayYearSchema>;

const dayBody = z.object({
  date,
  kind: z.enum(HOLIDAY_KINDS),
  name: z.string().trim().min(1, '请输入节日名称').max(HOLIDAY_NAME_MAX, `节日名称不能超过${HOLIDAY_NAME_MAX}个字`),
});

export const TAX_HOLIDAY_ENDPOINTS = defineEndpoints({
  taxHolidays: {
    service: 'taxTask',
    method: 'GET',
    path: '/taxHoliday/list',
    summary: '节假日安排（按年）',
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
    response: envelope(TaxHolidayYearSchema),
  },
  addTaxHoliday: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxHoliday/add',
    summary: '新增节假日安排的一天（放假或调休上班）',
    body: dayBody,
    response: envelope(TaxHolidaySchema),
  },
  updateTaxHoliday: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxHoliday/update',
    summary: '修改节假日安排的一天',
    body: dayBody,
    response: envelope(TaxHolidaySchema),
  },
  deleteTaxHoliday: {
    service: 'taxTask',
    method: 'POST',
    path: '/taxHoliday/delete',
    summary: '删除节假日安排的一天',
    body: z.object({ date }),
    response: emptyEnvelope,
  },
});
