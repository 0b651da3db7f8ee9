/**
 * Bad input for every endpoint, generated from the shared contracts (packages/shared/src/api): a small walker over the
 * zod 4 definitions (`schema._zod.def`) of each endpoint's query, body and path parameters builds a well-formed
 * sample, then spoils it one thing at a time: the whole part (empty, null, an array or a number for an object,
 * malformed JSON), and each field, top-level and one level down (a wrong type, 100 000 characters, a NUL, a lone
 * surrogate, a negative, huge or infinite number, an object nested 1 200 levels), and each id field with an id of
 * another enterprise. A generated value the contract itself accepts is not bad input and is dropped (the contract
 * decides, not this file), except NUL and lone surrogates, which the platform refuses for every string
 * (platform/validation.ts), and the other enterprise's ids, which are well-formed on purpose.
 *
 * Fields are taken in the order of their names, so the cases do not depend on the order of an object's keys.
 */
import type { z } from 'zod';
import { ENDPOINTS, endpointPath, type EndpointName } from '@portal/shared';

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under its wrappers (optional, default, …) and, for a pipe, the side the input is checked against. */
function core(schema: z.ZodType, depth = 0): z.ZodType {
  const def = defOf(schema);
  if (depth > 16) return schema;
  if (WRAPPERS.has(def.type)) return core(def.innerType as z.ZodType, depth + 1);
  if (def.type === 'lazy') return core((def.getter as () => z.ZodType)(), depth + 1);
  if (def.type === 'pipe') {
    // A preprocess (transform → schema) checks its output side; a parse-then-check (schema → transform) its input.
    const inner = defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in;
    return core(inner as z.ZodType, depth + 1);
  }
  return schema;
}

const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

const STRING_SAMPLES = [
  'abc',
  '01',
  '1',
  '123456',
  '13912345678',
  '2026-01-01',
  '2026-01',
  '2026',
  '202601',
  '10:00',
  'a'.repeat(8),
  'Energy#Grid26',
  'x'.repeat(43),
  '91110000100018267J',
  '00000000-0000-4000-8000-000000000000',
  '国能测试有限公司',
  'https://example.com/a',
  '/a/b',
  'true',
  'a@example.com',
  'a.docx',
  'a.b',
];
const NUMBER_SAMPLES = [1, 0, 10, 2026, 100, 101];

/** A value the schema accepts, found by trying a few typical ones; undefined when none fits. */
export function sample(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const c = core(schema);
  const def = defOf(c);
  // Tried against the whole field (a pipe's check, a refinement), and else against its core type.
  const first = (candidates: unknown[]) =>
    candidates.find((v) => accepts(schema, v)) ?? candidates.find((v) => accepts(c, v));
  switch (def.type) {
    case 'string':
      return first(STRING_SAMPLES) ?? first(STRING_SAMPLES.map((s) => s.repeat(4))) ?? 'abc';
    case 'number':
    case 'int':
    case 'bigint':
      return first(NUMBER_SAMPLES) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array': {
      const item = sample(def.element as z.ZodType, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(def.shape as object).sort()) {
        const field = (def.shape as Record<string, z.ZodType>)[key];
        const v = sample(field, depth + 1);
        if (v !== undefined) out[key] = v;
      }
      // An object-level rule (one of two fields, a field allowed only with another): leave out optional fields
      // one at a time until it holds.
      if (!accepts(c, out))
        for (const key of Object.keys(out)) {
          const { [key]: _dropped, ...rest } = out;
          if (accepts(c, rest)) return rest;
        }
      return out;
    }
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const v = sample(option, depth + 1);
        if (v !== undefined && accepts(c, v)) return v;
      }
      return sample((def.options as z.ZodType[])[0], depth + 1);
    }
    case 'record':
      return {};
    case 'unknown':
    case 'any':
      return 'x';
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The fields of an object schema (through wrappers and pipes), by name; empty when it is not an object. */
function fieldsOf(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!schema) return [];
  const def = defOf(core(schema));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).sort(([a], [b]) => a.localeCompare(b));
}

/** An object nested `levels` deep, holding `leaf` at the bottom. */
export function nested(levels: number, leaf: unknown): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

export const OVERSIZED = 'a'.repeat(100_000);
export const DEEP_LEVELS = 1200;
/** 20 000 levels of {"a": …} (100 KB): a recursive walk overflows Node's stack from about 5 000. */
export const VERY_DEEP = 20_000;
/** JSON has no spelling for Infinity: the body's text carries this marker (quoted), replaced by the literal 1e309. */
export const INFINITE = '__bad_input_1e309__';

/** The spoilt values of one field: [label, value, always]: `always` keeps the case even if the contract accepts it. */
function badValues(schema: z.ZodType, inQuery: boolean): [string, unknown, boolean][] {
  const kind = defOf(core(schema)).type;
  if (inQuery) {
    // The query string carries strings only (or a repeated key, an array).
    return [
      ['empty', '', false],
      ['100 000 characters', OVERSIZED, false],
      ['NUL', 'a\u0000b', true],
      ['negative', '-1', false],
      ['huge', '99999999999999999999999', false],
      ['1e309', '1e309', false],
      ['NaN', 'NaN', false],
      ['a fraction', '1.5', false],
      ['a word', 'zzz-not-a-value', false],
      ['repeated key', ['1', '2'], false],
    ];
  }
  const wrongTypes: [string, unknown][] = [
    [kind === 'string' ? 'a number for a string' : 'a string', kind === 'string' ? 12345 : 'abc'],
    ['a boolean', true],
    ['an object', { a: 1 }],
    ['an array', ['x']],
    ['null', null],
  ];
  // Numbers out of range for a field that takes numbers; for another field a number is a wrong type already.
  const numeric = !['string', 'boolean', 'enum', 'array', 'object'].includes(kind);
  return [
    ...wrongTypes.map(([l, v]): [string, unknown, boolean] => [l, v, false]),
    ['100 000 characters', OVERSIZED, false],
    ['NUL', 'a\u0000b', true],
    ['a lone surrogate', 'a\ud800b', true],
    ...(numeric
      ? ([
          ['negative', -1, false],
          ['huge', 1e20, false],
          ['a fraction', 1.5, false],
        ] as [string, unknown, boolean][])
      : []),
    ['1e309', INFINITE, false],
    // Deep nesting, past any depth a walker might stop at, a NUL at the bottom (refused whatever the field takes).
    ['nested 1 200 levels with a NUL at the bottom', nested(DEEP_LEVELS, '\u0000'), true],
  ];
}

export type CaseKind = 'whole' | 'field' | 'nested-field' | 'foreign-id' | 'path' | 'upload';

export interface BadCase {
  label: string;
  kind: CaseKind;
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** The JSON body (sent as its JSON text, INFINITE markers replaced), or `raw` as it is. */
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
  /** A multipart form: fields and an optional file. */
  multipart?: { fields: Record<string, string>; file?: { field: string; name: string; data: Uint8Array } };
}

/** What an id field of another enterprise may hold: field name → candidate values (see idFieldsOf). */
export type ForeignIds = (field: string, name: EndpointName) => string[];

/**
 * A field whose name says it holds the id of a row: id, …Id(s), …No, customerCode, processinstid (taskNo, entId,
 * userIds, …). Case-sensitive: a uuid (the captcha's, the SMS's) names no row of an enterprise.
 */
export const isIdField = (field: string): boolean =>
  /^(id|ids|processinstid)$|[a-z](Id|Ids|No)$|^customerCode$/.test(field);

/** The whole body spoilt: [label, value, always] (`always`: kept even if the contract accepts it). */
const ACTIONS_ON_WHOLE = (spec: { body?: z.ZodType }): [string, unknown, boolean][] => [
  ['body null', null, false],
  ['body an empty array', [], false],
  ['body an array of an object', [{}], false],
  ['body a number', 42, false],
  ['body a string', 'abc', false],
  ['body true', true, false],
  ['body an empty object', {}, false],
  ['body nested 1 200 levels', nested(DEEP_LEVELS, spec.body ? sample(spec.body) : {}), false],
  // A body that keeps unknown keys (passthrough) takes any nesting: a NUL at the bottom is still refused.
  ['body with a NUL 1 200 levels down', { a: nested(DEEP_LEVELS, '\u0000') }, true],
];

/**
 * The sample body beside an unknown key nested deeper than a recursive walker's stack holds (nor JSON.stringify's, so
 * the text is written directly), a NUL at the bottom.
 */
function veryDeepText(base: unknown): string {
  const head = jsonText(base && typeof base === 'object' && !Array.isArray(base) ? base : {}).slice(0, -1);
  const open = head.length > 1 ? `${head},"zz":` : `${head}"zz":`;
  return `${open}${'{"a":'.repeat(VERY_DEEP)}"\\u0000"${'}'.repeat(VERY_DEEP)}}`;
}

/** What the generator reads of an endpoint's contract. */
export interface ContractParts {
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  upload?: { field: string };
}

/** Every bad-input case of one endpoint (bounded: bad-input-coverage.test.ts counts them). */
export function casesFor(name: EndpointName, foreignIds?: ForeignIds): BadCase[] {
  return casesOf(ENDPOINTS[name] as ContractParts, foreignIds && ((field) => foreignIds(field, name)));
}

/** The cases of a contract's parts; `foreignIds` gives another enterprise's ids for an id field. */
export function casesOf(spec: ContractParts, foreignIds?: (field: string) => string[]): BadCase[] {
  const upload = spec.upload;
  const cases: BadCase[] = [];
  const paramsSample = (spec.params ? sample(spec.params) : {}) as Record<string, unknown>;
  const params = Object.fromEntries(Object.entries(paramsSample).map(([k, v]) => [k, String(v)]));
  const querySample = spec.query ? (sample(spec.query) as Record<string, unknown>) : undefined;
  const queryBase = querySample
    ? Object.fromEntries(Object.entries(querySample).map(([k, v]) => [k, String(v)]))
    : undefined;
  const bodySample = spec.body ? sample(spec.body) : undefined;

  // --- Path parameters: wrong values ---
  for (const [key, schema] of fieldsOf(spec.params)) {
    for (const [label, value] of [
      ['empty', ''],
      ['a word', 'zzz-not-a-value'],
      ['NUL', 'a\u0000b'],
      ['a long value', 'a'.repeat(90)],
      ['a dot-dot', '..'],
      ['percent characters', '%%'],
    ] as const) {
      if (label !== 'NUL' && accepts(spec.params!, { ...params, [key]: value })) continue;
      void schema;
      cases.push({
        label: `params.${key}: ${label}`,
        kind: 'path',
        params: { ...params, [key]: value },
        query: queryBase,
        body: bodySample,
      });
    }
  }

  // --- The query string ---
  if (spec.query) {
    if (!accepts(spec.query, {})) cases.push({ label: 'query empty', kind: 'whole', params, query: {} });
    for (const [key, schema] of fieldsOf(spec.query)) {
      for (const [label, value, always] of badValues(schema, true)) {
        const query = { ...queryBase, [key]: value } as Record<string, string | string[]>;
        if (!always && accepts(spec.query, query)) continue;
        cases.push({ label: `query.${key}: ${label}`, kind: 'field', params, query });
      }
      if (foreignIds && isIdField(key))
        for (const id of foreignIds(key))
          cases.push({
            label: `query.${key}: another enterprise's ${id}`,
            kind: 'foreign-id',
            params,
            query: { ...queryBase, [key]: id },
          });
    }
  }

  // --- Upload endpoints: the multipart form ---
  if (upload) {
    const fields = Object.fromEntries(Object.entries(bodySample ?? {}).map(([k, v]) => [k, String(v)]));
    const file = { name: 'a.txt', data: new TextEncoder().encode('hello') };
    cases.push({ label: 'multipart with no file', kind: 'upload', params, multipart: { fields } });
    cases.push({
      label: 'multipart with the file in a wrong field',
      kind: 'upload',
      params,
      multipart: { fields, file: { field: `${upload.field}X`, ...file } },
    });
    cases.push({ label: 'multipart with no fields', kind: 'upload', params, multipart: { fields: {} } });
    cases.push({
      label: 'a JSON body instead of the form',
      kind: 'upload',
      params,
      raw: { payload: JSON.stringify(bodySample ?? {}), contentType: 'application/json' },
    });
    cases.push({
      label: 'a form with a broken boundary',
      kind: 'upload',
      params,
      raw: {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
    });
    for (const [key] of fieldsOf(spec.body)) {
      for (const [label, value] of [
        ['empty', ''],
        ['100 000 characters', OVERSIZED],
        ['NUL', 'a\u0000b'],
        ['a word', 'zzz-not-a-value'],
      ] as const) {
        if (label !== 'NUL' && accepts(spec.body!, { ...fields, [key]: value })) continue;
        cases.push({
          label: `form.${key}: ${label}`,
          kind: 'upload',
          params,
          multipart: { fields: { ...fields, [key]: value }, file: { field: upload.field, ...file } },
        });
      }
    }
    return cases;
  }

  // --- The JSON body ---
  if (spec.body) {
    const body = spec.body;
    for (const [label, value, always] of ACTIONS_ON_WHOLE(spec)) {
      if (!always && accepts(body, value)) continue;
      cases.push({ label, kind: 'whole', params, query: queryBase, body: value });
    }
    cases.push({
      label: `body with an unknown key nested ${VERY_DEEP} levels, a NUL at the bottom`,
      kind: 'whole',
      params,
      query: queryBase,
      raw: { payload: veryDeepText(bodySample), contentType: 'application/json' },
    });
    for (const payload of ['', '{"a":', '{bad json}', '[1,2']) {
      cases.push({
        label: `malformed JSON ${JSON.stringify(payload)}`,
        kind: 'whole',
        params,
        query: queryBase,
        raw: { payload, contentType: 'application/json' },
      });
    }
    const base = (bodySample ?? {}) as Record<string, unknown>;
    const push = (label: string, kind: CaseKind, value: unknown, always: boolean) => {
      if (!always && accepts(body, value)) return;
      cases.push({ label, kind, params, query: queryBase, body: value });
    };
    for (const [key, schema] of fieldsOf(body)) {
      for (const [label, value, always] of badValues(schema, false))
        push(`body.${key}: ${label}`, 'field', { ...base, [key]: value }, always);
      if (foreignIds && isIdField(key)) {
        const arrayField = defOf(core(schema)).type === 'array';
        for (const id of foreignIds(key))
          cases.push({
            label: `body.${key}: another enterprise's ${id}`,
            kind: 'foreign-id',
            params,
            query: queryBase,
            body: { ...base, [key]: arrayField ? [id] : id },
          });
      }
      // One level down: the fields of an object, or of an array's rows.
      const c = core(schema);
      const cdef = defOf(c);
      const rowSchema = cdef.type === 'array' ? (cdef.element as z.ZodType) : cdef.type === 'object' ? c : undefined;
      const inner = fieldsOf(rowSchema);
      if (!inner.length) continue;
      const rowBase = (sample(rowSchema!) ?? {}) as Record<string, unknown>;
      const wrap = (row: unknown) => ({ ...base, [key]: cdef.type === 'array' ? [row] : row });
      for (const [sub, subSchema] of inner) {
        for (const [label, value, always] of badValues(subSchema, false)) {
          // Deep nesting and the wrong types one level down are enough at the top: keep the strings' faults.
          if (
            ![
              '100 000 characters',
              'NUL',
              'a lone surrogate',
              'an object',
              'a number for a string',
              'a string',
            ].includes(label)
          )
            continue;
          push(`body.${key}.${sub}: ${label}`, 'nested-field', wrap({ ...rowBase, [sub]: value }), always);
        }
        if (foreignIds && isIdField(sub))
          for (const id of foreignIds(sub))
            cases.push({
              label: `body.${key}.${sub}: another enterprise's ${id}`,
              kind: 'foreign-id',
              params,
              query: queryBase,
              body: wrap({ ...rowBase, [sub]: id }),
            });
      }
    }
  }

  // An endpoint with no input (or an empty query object): unknown query keys, bad characters refused, never a 5xx.
  if (!cases.length) {
    cases.push({ label: 'an unknown query key with a NUL', kind: 'whole', params, query: { x: 'a\u0000b' } });
    cases.push({ label: 'an unknown query key of 100 000 characters', kind: 'whole', params, query: { x: OVERSIZED } });
  }
  return cases;
}

/** The URL of an endpoint with its path parameters filled in (percent-encoded). */
export function urlOf(name: EndpointName, params: Record<string, string>): string {
  return endpointPath(name).replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The JSON text of a body, with the INFINITE markers turned into the number literal 1e309. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${INFINITE}"`, '1e309');
}

/** The area an endpoint's bad-input file covers, by its service (each file stays well under a minute). */
export const AREAS = {
  user: ['baseUser', 'operation', 'realtime', 'dev'],
  manage: ['manage'],
  tax: ['taxSystem', 'taxTask', 'taxAnalysis', 'file'],
  services: ['chat', 'eLoan', 'workflow', 'attachment'],
  content: ['content', 'knowledgeBase'],
  finance: ['factoring', 'carbon', 'payment', 'insurance', 'business'],
} as const;
/**
 * The manage service is half the API: its applications (apply), its organisation and notices (org), and its
 * products and protocols (product) have files of their own; the rest of it is `manage`.
 */
const MANAGE_AREAS: [RegExp, Area][] = [
  [/^\/resAuthApply/, 'apply'],
  [/^\/(organization|orgChange|notification)\//, 'org'],
  [/^\/(product|ceelProductInfo|resUserProduct|protocol|productService|openedProductAgreementBefore)\//, 'product'],
  [/^\/(management\/(getDetail|likeCount|getPicture)|carousel\/.*|handbook\/.*)$/, 'content'],
  [/^\/(bankAccount|interface\/product)\//, 'finance'],
];
export type Area = keyof typeof AREAS | 'apply' | 'org' | 'product';

export function areaOf(name: EndpointName): Area | undefined {
  const e = ENDPOINTS[name];
  const manage = e.service === 'manage' ? MANAGE_AREAS.find(([re]) => re.test(e.path)) : undefined;
  if (manage) return manage[1];
  return (Object.keys(AREAS) as (keyof typeof AREAS)[]).find((a) =>
    (AREAS[a] as readonly string[]).includes(e.service),
  );
}
