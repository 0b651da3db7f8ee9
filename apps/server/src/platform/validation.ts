/**
 * The validator every route schema is compiled with: zod's (fastify-type-provider-zod), behind one check that runs
 * first for every body, query string and path parameter: no string — value or key, at any depth — may hold a NUL
 * character or a lone UTF-16 surrogate. PostgreSQL cannot store either (a NUL gave HTTP 500), and no form of the
 * portal needs them, so they are refused once here, with the envelope's 400, instead of in each schema.
 *
 * A refused request names where the fault is in words when the contract labels its fields (FIELD_LABELS, shared):
 * rows of a list by number (第1行), fields by their label, e.g. 授权用户第1行：请选择企业 instead of
 * 请求参数错误：body.resRoleUserApplyList.0.entId 请选择企业. A path through an unlabelled field keeps the technical
 * form (请求参数错误：body.x.y message), which is still exact for the developer who sent it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { INPUT_BAD_CHARACTERS, RESPONSE_CODE, fieldLabelOf } from '@portal/shared';
import { AppError } from './envelope.ts';

type Segment = string | number;
type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema and the schemas it wraps (optional, default, …), outermost first. */
function layers(schema: z.ZodType): z.ZodType[] {
  const out: z.ZodType[] = [];
  let cur: z.ZodType | undefined = schema;
  for (let depth = 0; cur && depth < 32; depth++) {
    out.push(cur);
    const def = defOf(cur);
    if (WRAPPERS.has(def.type)) cur = def.innerType as z.ZodType;
    else if (def.type === 'lazy') cur = (def.getter as () => z.ZodType)();
    else break;
  }
  return out;
}

const labelOf = (schema: z.ZodType) => layers(schema).map(fieldLabelOf).find(Boolean);
const isIndex = (segment: Segment) => /^\d+$/.test(String(segment));

/**
 * The schema one step down `segment` (an object's field, an array's row), or undefined. A pipe is looked through on
 * both sides (a preprocess, a JSON text parsed then checked), a union through each option.
 */
function child(schema: z.ZodType, segment: Segment, depth = 0): { schema: z.ZodType; row: boolean } | undefined {
  if (depth > 16) return undefined;
  const def = defOf(layers(schema).at(-1)!);
  switch (def.type) {
    case 'array':
      return isIndex(segment) ? { schema: def.element as z.ZodType, row: true } : undefined;
    case 'object': {
      const field = (def.shape as Record<string, z.ZodType>)[String(segment)];
      return field ? { schema: field, row: false } : undefined;
    }
    case 'pipe':
      return child(def.in as z.ZodType, segment, depth + 1) ?? child(def.out as z.ZodType, segment, depth + 1);
    case 'union':
      for (const option of def.options as z.ZodType[]) {
        const found = child(option, segment, depth + 1);
        if (found) return found;
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Where `path` points inside `schema`, in words: 第N行 for a list's row, the label of each field. null when a field
 * on the way has no label (or the path leaves the schema): the caller keeps the technical path.
 */
export function pathInWords(schema: z.ZodType | undefined, path: readonly Segment[]): string[] | null {
  const words: string[] = [];
  let cur = schema;
  for (const segment of path) {
    const next = cur && child(cur, segment);
    if (!next) return null;
    cur = next.schema;
    if (next.row) {
      words.push(`第${Number(segment) + 1}行`);
      continue;
    }
    const label = labelOf(cur);
    if (!label) return null;
    words.push(label);
  }
  return words;
}

/**
 * The message of a refused request part (`body`, `querystring`, `params`): where in words, then the rule's own
 * message. The last field's label is left out when the message names it already (第1行：请选择企业, not 第1行的企业：…).
 */
export function validationMessage(
  schema: z.ZodType | undefined,
  part: string,
  path: readonly Segment[],
  message: string,
): string {
  const words = pathInWords(schema, path);
  if (!words) return `请求参数错误：${[part, ...path].filter((s) => s !== '').join('.')} ${message}`.trim();
  // The whole part refused (no field: an array or a number where an object is due): name the part, as the
  // technical form does.
  if (words.length === 0) return `请求参数错误：${part} ${message}`.trim();
  const last = words.at(-1)!;
  if (!/^第\d+行$/.test(last) && message.includes(last)) words.pop();
  if (words.length === 0) return message;
  // 授权用户第1行, 第1行的企业, 附件的文件名: a row number follows its list directly, anything else takes 的.
  const where = words.reduce((acc, w) => (acc === '' ? w : /^第\d+行$/.test(w) ? acc + w : `${acc}的${w}`), '');
  return message ? `${where}：${message}` : `${where}有误`;
}

/** The instancePath of a zod issue (as fastify-type-provider-zod writes it) back into its segments. */
const segmentsOf = (instancePath: string): string[] => instancePath.split('/').filter((s) => s !== '');

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badString = (s: string): boolean => s.includes('\0') || LONE_SURROGATE.test(s);

/**
 * The path of the first string holding a NUL or a lone surrogate, or null. Walked with a stack of its own, to any
 * depth: a walk that stopped at some depth let a NUL 1 200 levels down into a body that keeps unknown keys (and so
 * into the handler). The work is bounded by the body, ≤ 1 MB.
 */
export function findBadString(value: unknown, where = ''): string | null {
  // [value, its path, its key]: a key is checked when its value's turn comes, as a recursive walk would.
  const stack: [unknown, string, string | null][] = [[value, where, null]];
  while (stack.length) {
    const [v, here, key] = stack.pop()!;
    if (key !== null && badString(key)) return here;
    if (typeof v === 'string') {
      if (badString(v)) return here || '(root)';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    // Pushed in reverse, so the first bad string in the order of the keys is the one named.
    const entries: [string, unknown][] = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, child] = entries[i];
      stack.push([child, here ? `${here}.${k}` : k, k]);
    }
  }
  return null;
}

export const inputValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zodValidate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const bad = findBadString(data);
    if (bad)
      return {
        error: new AppError(
          RESPONSE_CODE.badRequest,
          `${INPUT_BAD_CHARACTERS}（${route.httpPart ?? ''}.${bad.replace(/[^\w.-]/g, '?')}）`,
          400,
        ),
      };
    const result = zodValidate(data);
    if (typeof result !== 'object' || !('error' in result) || !result.error) return result;
    const first = (result.error as unknown as { instancePath?: string; message?: string }[])[0];
    const message = validationMessage(
      route.schema as z.ZodType,
      route.httpPart ?? '',
      segmentsOf(first?.instancePath ?? ''),
      first?.message ?? '',
    );
    return { error: new AppError(RESPONSE_CODE.badRequest, message, 400) };
  };
};
