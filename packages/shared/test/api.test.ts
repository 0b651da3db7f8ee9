/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointSpec } from '../src/api/index.ts';

/** Every area's endpoint table (each api/<area>.ts exports a `*_ENDPOINTS`), found by file: a new area is checked too. */
const AREAS = Object.values(
  import.meta.glob<Record<string, unknown>>(['../src/api/*.ts', '!../src/api/index.ts'], { eager: true }),
).flatMap((mod) =>
  Object.entries(mod)
    .filter(([name]) => name.endsWith('_ENDPOINTS'))
    .map(([, table]) => table as Record<string, EndpointSpec>),
);
const all = Object.entries(ENDPOINTS) as [string, EndpointSpec][];

describe('the endpoint table', () => {
  it('holds every area table, and no name is claimed by two areas', () => {
    expect(all.length).toBe(AREAS.reduce((n, t) => n + Object.keys(t).length, 0));
  });

  it('no two endpoints share a method and path', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.service}${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(all)('%s: a summary, a response, and its payload where its method carries one', (_name, e) => {
    expect(e.summary.length).toBeGreaterThan(0);
    expect(e.response).toBeDefined();
    if (e.method === 'GET' || e.method === 'DELETE') expect(e.body).toBeUndefined();
    else expect(e.query).toBeUndefined();
    expect(e.path.startsWith('/')).toBe(true);
  });
});
