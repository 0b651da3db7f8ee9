/**
 * Registers one endpoint of the shared contract table (packages/shared/src/api) with its access rule. The contract
 * gives the method, the full path (service prefix + path), and the zod schemas that validate the query and body and
 * document the answer in OpenAPI; the answer is serialised through its schema, so nothing outside the contract
 * leaves the server. The handler's types come from the same schemas.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BLOB, ENDPOINTS, apiPath, type EndpointName, type Endpoints, type ReplyOf } from '@portal/shared';
import type { Access } from './auth/access.ts';
import { receiveUpload, type UploadedFile, type UploadRuleOption } from './upload.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** `B`: the endpoint's checked body (for an upload, its form's other fields), which a chosen upload rule reads. */
export interface EndpointOptions<B = never> {
  access: Access;
  /** Reachable by an admin whose session has not passed the phone-code check yet (§2.5). */
  beforeAdminVerify?: boolean;
  /** Per-IP request limit for endpoints that guard secrets (login, captcha, SMS). */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * A creating endpoint: limited per signed-in user (per IP for an anonymous one) to RATE_LIMIT_WRITE a minute,
   * counted after the access check, so one token cannot flood a table.
   */
  writeLimit?: boolean;
  /**
   * An upload endpoint (its contract declares `upload`): the kinds of file it takes, sniffed from the bytes, and how
   * large; fixed, or chosen by the form's other fields (e.g. the attachment's projectType).
   */
  upload?: UploadRuleOption<B>;
}

/**
 * The request as the handler sees it: query, body and path parameters already validated (zod output types); for an
 * upload endpoint, the body is the form's other fields and `upload` the received file.
 */
export type EndpointRequest<N extends EndpointName> = Omit<FastifyRequest, 'body' | 'query' | 'params' | 'upload'> & {
  query: Out<Endpoints[N] extends { query: infer Q } ? Q : undefined>;
  body: Out<Endpoints[N] extends { body: infer B } ? B : undefined>;
  params: Out<Endpoints[N] extends { params: infer P } ? P : undefined>;
  upload: Endpoints[N] extends { upload: object } ? UploadedFile : null;
};

/** The envelope (typed by the contract's answer), or the reply itself once the handler has sent it. */
export type EndpointResult<N extends EndpointName> = ReplyOf<Endpoints[N]> | FastifyReply;

/** An upload's form in words (the multipart form is not a JSON body, so OpenAPI has no schema for it). */
function uploadText(field: string, fields: unknown): string {
  const shape = fields && typeof fields === 'object' && 'shape' in fields ? Object.keys(fields.shape as object) : [];
  return `上传：multipart 表单，文件字段 ${field}${shape.length ? `，其他字段 ${shape.join(', ')}` : ''}`;
}

/** The access rule in words, for the OpenAPI document (and so docs/api-contract.md). */
export function accessText(access: Access): string {
  if (access === 'public') return '权限：公开';
  if (access === 'signedIn') return '权限：登录';
  if ('button' in access)
    return `权限：按钮 ${typeof access.button === 'string' ? access.button : access.button.join(' 或 ')}`;
  return `权限：菜单 ${typeof access.menu === 'string' ? access.menu : access.menu.join(' 或 ')}`;
}

const writeLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  // Route-level onRequest runs after the app-level access check, so the session is known and an anonymous or
  // refused call counts against no one.
  hook: 'onRequest' as const,
  keyGenerator: (req: FastifyRequest) => (req.session ? `user:${req.session.userId}` : `ip:${req.ip}`),
});

/**
 * The access each endpoint() declared, per app (keyed by its deps, which its encapsulated plugins share). Fastify
 * gives no way to read a route's config back once the app is built; test/permission-matrix.test.ts builds its matrix
 * of accounts × protected endpoints from this, so a new endpoint is in it without being listed.
 */
const declared = new WeakMap<object, Map<EndpointName, Access>>();
export function declaredAccess(app: FastifyInstance): ReadonlyMap<EndpointName, Access> {
  return declared.get(app.deps) ?? new Map();
}

export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  opts: EndpointOptions<EndpointRequest<N>['body']>,
  handler: (req: EndpointRequest<N>, reply: FastifyReply) => Promise<EndpointResult<N>>,
): void {
  const e: Endpoints[EndpointName] = ENDPOINTS[name];
  if (!declared.has(app.deps)) declared.set(app.deps, new Map());
  declared.get(app.deps)!.set(name, opts.access);
  const upload = 'upload' in e && e.upload ? e.upload : undefined;
  if (upload && !opts.upload) throw new Error(`${name} is an upload endpoint: its options must say what it accepts`);
  const body = 'body' in e && e.body ? e.body : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: apiPath(e.service, e.path),
    schema: {
      summary: e.summary,
      description: upload ? `${accessText(opts.access)}；${uploadText(upload.field, body)}` : accessText(opts.access),
      tags: [e.service],
      ...('query' in e && e.query ? { querystring: e.query } : {}),
      ...('params' in e && e.params ? { params: e.params } : {}),
      // An upload's fields arrive in the multipart form: receiveUpload checks them against the same schema.
      ...(body && !upload ? { body } : {}),
      ...(upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.response === BLOB ? {} : { response: { 200: e.response } }),
    },
    ...(upload && opts.upload
      ? {
          preHandler: async (req: FastifyRequest) => {
            const received = await receiveUpload(
              req,
              { field: upload.field, fields: body },
              opts.upload!,
              app.deps.config.uploadTmpDir,
            );
            req.body = received.fields;
            req.upload = received.file;
          },
          onResponse: async (req: FastifyRequest) => req.upload?.discard(),
        }
      : {}),
    config: {
      access: opts.access,
      beforeAdminVerify: opts.beforeAdminVerify,
      ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
      ...(opts.writeLimit ? { rateLimit: writeLimit(app.deps.config.rateLimitWrite) } : {}),
    },
    handler: (req, reply) => handler(req as unknown as EndpointRequest<N>, reply),
  });
}
