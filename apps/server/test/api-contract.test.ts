/**
 * /japi/docs is complete (every route with its summary, access, request and answer; every reference resolves) and
 * docs/api-contract.md's tables are what the contracts say now (`npm run docs:api` rewrites them).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { ENDPOINTS, apiPath, type EndpointSpec } from '@portal/shared';
import { CONTRACT_FILE, renderContractPage } from '../scripts/api-contract.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  s = await startTestServer();
  doc = s.app.swagger() as OpenAPIV3.Document;
});
afterAll(async () => {
  await s?.close();
});

describe('the OpenAPI document', () => {
  it.each(Object.entries(ENDPOINTS) as [string, EndpointSpec][])(
    '%s: documented with its summary, access and answer',
    (_name, e) => {
      // OpenAPI writes a path parameter as {name} where the contract writes :name.
      const url = apiPath(e.service, e.path).replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[url]?.[e.method.toLowerCase() as 'get' | 'post'];
      expect(op?.summary).toBe(e.summary);
      expect(op?.description).toMatch(/^权限：/);
      if (e.response !== 'blob') expect(op?.responses?.['200']).toBeDefined();
    },
  );

  it('every $ref points at a schema the document holds', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of new Set(refs)) expect(doc.components?.schemas?.[name], name).toBeDefined();
  });
});

describe('docs/api-contract.md', () => {
  it('holds the tables the contracts give now (npm run docs:api)', () => {
    const current = fs.readFileSync(CONTRACT_FILE, 'utf8');
    expect(renderContractPage(current, doc)).toBe(current);
  });
});
