/**
 * docs/api-contract.md's endpoint tables, generated from the OpenAPI document the server builds from the shared
 * contracts (so the page cannot drift from the code; test/api-contract.test.ts fails when it has). The text above the
 * marker is written by hand; everything below it comes from here.
 *
 *   npm run docs:api        rewrites the generated part
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { SERVICE_PREFIX, API_BASE, type ServiceName } from '@portal/shared';

export const CONTRACT_FILE = path.resolve(import.meta.dirname, '../../../docs/api-contract.md');
export const MARKER = '<!-- Generated below by `npm run docs:api` from the OpenAPI document: do not edit by hand. -->';

/** The parts of a JSON schema the tables show. */
interface Schema {
  type?: string | string[];
  nullable?: boolean;
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  not?: unknown;
}

const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A short type for a field: string, 1|2, enum values, arrays, nested objects by their field names. */
function typeOf(s: Schema | undefined, depth = 0): string {
  if (!s) return '';
  if (s.$ref) return s.$ref.split('/').pop() ?? 'object';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((x) => typeOf(x, depth)).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items, depth)}[]`;
  if (s.type === 'object' || s.properties) {
    if (depth > 0) return 'object';
    return `{ ${fields(s, depth + 1)} }`;
  }
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  return s.nullable ? `${type} | null` : type;
}

/** The fields of an object schema: `name` (required) or `name?`, with their types. */
function fields(s: Schema | undefined, depth = 0): string {
  if (!s?.properties) return '';
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties)
    .map(([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeOf(v, depth)}`)
    .join(', ');
}

/** What a call sends: its JSON body's fields, or its query parameters. */
function requestOf(op: OpenAPIV3.OperationObject): string {
  const body = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json']?.schema as
    Schema | undefined;
  if (body) return `body { ${fields(body)} }`;
  const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const query = params.filter((p) => p.in === 'query');
  return query.length
    ? `query ${query.map((p) => `${p.name}${p.required ? '' : '?'}: ${typeOf(p.schema as Schema)}`).join(', ')}`
    : '';
}

/** What a call answers: the fields of data[] items, a page, or a file. */
function answerOf(op: OpenAPIV3.OperationObject): string {
  const ok = (op.responses?.['200'] as OpenAPIV3.ResponseObject | undefined)?.content?.['application/json']?.schema as
    Schema | undefined;
  const item = ok?.properties?.data?.items;
  if (!item) return '文件';
  if (item.$ref) return `[${typeOf(item)}]`;
  if (item.not) return '[]';
  if (item.properties?.records) {
    const record = item.properties.records.items;
    return `分页 { records: { ${fields(record, 1)} }[], current, size, total }`;
  }
  return `[{ ${fields(item, 1)} }]`;
}

/** The generated part of the page: one table per service prefix, in the order of SERVICE_PREFIX. */
export function renderEndpointTables(doc: OpenAPIV3.Document): string {
  const rows = new Map<string, string[]>();
  for (const [url, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item?.[method];
      if (!op?.tags?.length) continue;
      const service = op.tags[0] as ServiceName;
      const rel = url.slice((API_BASE + SERVICE_PREFIX[service]).length);
      // The description is the access rule, and for an upload its form after '；' (platform/routes.ts).
      const [access = '', form = ''] = (op.description ?? '').split('；');
      const request = [requestOf(op), form].filter(Boolean).join('；');
      const line = `| ${method.toUpperCase()} \`${rel}\` | ${esc(op.summary ?? '')} | ${esc(access.replace('权限：', ''))} | ${esc(request)} | ${esc(answerOf(op))} |`;
      rows.set(service, [...(rows.get(service) ?? []), line]);
    }
  }
  const out: string[] = [MARKER, ''];
  for (const service of Object.keys(SERVICE_PREFIX) as ServiceName[]) {
    const list = rows.get(service);
    if (!list) continue;
    out.push(`### ${service} (\`${API_BASE}${SERVICE_PREFIX[service]}\`)`, '');
    out.push('| 方法 路径 | 说明 | 权限 | 请求 | 应答 data |', '| --- | --- | --- | --- | --- |', ...list.sort(), '');
  }
  return out.join('\n');
}

/** The whole page: the hand-written part of `current` up to the marker, then the tables. */
export function renderContractPage(current: string, doc: OpenAPIV3.Document): string {
  const at = current.indexOf(MARKER);
  const head = at >= 0 ? current.slice(0, at) : `${current.trimEnd()}\n\n`;
  return head + renderEndpointTables(doc);
}

if (process.argv.includes('--write')) {
  const { startDocServer } = await import('./doc-server.ts');
  const server = await startDocServer();
  try {
    const doc = server.app.swagger() as OpenAPIV3.Document;
    fs.writeFileSync(CONTRACT_FILE, renderContractPage(fs.readFileSync(CONTRACT_FILE, 'utf8'), doc));
    console.log(`wrote ${path.relative(process.cwd(), CONTRACT_FILE)}`);
  } finally {
    await server.close();
  }
}
