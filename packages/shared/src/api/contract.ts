/**
 * How an endpoint's contract is written: its service, method and path (§7), a Chinese summary, and the zod schemas
 * of its query string, body and answer. The server validates with these schemas and documents them in OpenAPI; the
 * web's request() takes its payload and answer types from them. One definition, both sides.
 */
import { z } from 'zod';
import type { ServiceName } from './services.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Marks an endpoint whose answer is a file (image, .xlsx), not the envelope. */
export const BLOB = 'blob' as const;

export interface EndpointSpec {
  service: ServiceName;
  method: HttpMethod;
  /** The path under the service prefix, as the spec writes it. */
  path: string;
  /** What it does, in Chinese (OpenAPI summary). */
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Path parameters (`:name` segments of `path`), e.g. the tax path of §7.3's `/{taxtype path}/engineValidate`. */
  params?: z.ZodType;
  /**
   * A multipart upload: the file travels in the form field `field`, and `body` describes the other fields (strings).
   * Fastify's JSON validation does not apply; the handler reads the parts and checks them against `body`.
   */
  upload?: { field: string };
  /** The envelope schema (`envelope(...)`, `pageEnvelope(...)`) or BLOB. */
  response: z.ZodType | typeof BLOB;
}

/** Keeps the literal types of an endpoint table (so request() and the handlers can infer from it). */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(table: T): T {
  return table;
}

/** §7 envelope around `item`: `{ code, msg, data: item[] }`. A failure carries `data: []`, which every envelope admits. */
export function envelope<T extends z.ZodType>(item: T) {
  return z.object({ code: z.string(), msg: z.string(), data: z.array(item) });
}

/** An envelope whose data is always empty (actions that answer only a code and a message). */
export const emptyEnvelope = envelope(z.never());

/** §7 list: data[0] = { records, current, size, total }. */
export function page<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    current: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}

export function pageEnvelope<T extends z.ZodType>(record: T) {
  return envelope(page(record));
}

/** Paging fields of a list request (§7: currentPage/pageSize), bounded so nobody pages through a table at once. */
export const pageQuery = {
  currentPage: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type Both<A, B> = A extends undefined ? B : B extends undefined ? A : A & B;
type FieldOf<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/**
 * What the caller sends: the query of a GET/DELETE, the body of the others (zod input types: defaults optional),
 * with the path parameters beside them (the request layer puts them into the path).
 */
export type PayloadOf<E extends EndpointSpec> = Both<
  E['method'] extends 'GET' | 'DELETE' ? InputOf<FieldOf<E, 'query'>> : InputOf<FieldOf<E, 'body'>>,
  InputOf<FieldOf<E, 'params'>>
>;

/** What the server answers: the envelope's type, or a Blob for a file. */
export type AnswerOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.output<E['response']> : Blob;

/** What a handler may return for the envelope: the zod input of its answer schema. */
export type ReplyOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** The item type of an envelope answer (`data[number]`). */
export type ItemOf<E extends EndpointSpec> = AnswerOf<E> extends { data: (infer T)[] } ? T : never;
