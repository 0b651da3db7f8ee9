/**
 * The validator every route schema is compiled with: zod's (fastify-type-provider-zod), behind one check that runs
 * first for every body, query string and path parameter: no string — value or key, at any depth — may hold a NUL
 * character or a lone UTF-16 surrogate. PostgreSQL cannot store either (a NUL gave HTTP 500), and no form of the
 * portal needs them, so they are refused once here, with the envelope's 400, instead of in each schema.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { INPUT_BAD_CHARACTERS, RESPONSE_CODE } from '@portal/shared';
import { AppError } from './envelope.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badString = (s: string): boolean => s.includes('\0') || LONE_SURROGATE.test(s);

/** The path of the first string holding a NUL or a lone surrogate, or null. Depth-bounded: bodies are ≤ 1 MB. */
export function findBadString(value: unknown, where = '', depth = 0): string | null {
  if (typeof value === 'string') return badString(value) ? where || '(root)' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = where ? `${where}.${k}` : k;
    if (badString(k)) return here;
    const found = findBadString(v, here, depth + 1);
    if (found) return found;
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
    return zodValidate(data);
  };
};
