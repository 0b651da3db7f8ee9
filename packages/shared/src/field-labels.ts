/**
 * Field labels of the contracts' request schemas, in the words of the form (板块, 申请事由, 授权用户): the server names
 * the field of a refused request with them (请求参数错误 on a path a user cannot read becomes 授权用户第1行：请选择企业).
 * Kept in a registry of their own, apart from zod's global metadata, so they do not change the OpenAPI document.
 */
import { z } from 'zod';

export const FIELD_LABELS = z.registry<{ label: string }>();

/** A copy of `schema` labelled `label` (a copy: the same schema is often shared by fields with other labels). */
export function labelled<T extends z.ZodType>(schema: T, label: string): T {
  const copy = schema.clone();
  FIELD_LABELS.add(copy, { label });
  return copy;
}

/** The label of a schema, or undefined. */
export function fieldLabelOf(schema: z.ZodType): string | undefined {
  return FIELD_LABELS.get(schema)?.label;
}
