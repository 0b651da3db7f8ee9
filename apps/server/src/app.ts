/**
 * The server: Fastify under /japi (one encapsulated plugin per service prefix), the built web app and its client
 * routes on the same origin, OpenAPI at /japi/docs.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '@portal/shared';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './platform/deps.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { configureHashQueue } from './platform/auth/hash-queue.ts';
import { PermissionStore } from './platform/auth/permissions.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { openEventBus } from './platform/events.ts';
import { Housekeeping } from './platform/maintenance.ts';
import { inputValidatorCompiler } from './platform/validation.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { OutboxSmsProvider, type SmsProvider } from './platform/sms.ts';
import { registerWebApp } from './platform/web-app.ts';
import { ok } from './platform/envelope.ts';
import { registerSubApps } from './platform/sub-apps.ts';
import { RealtimeHub } from './platform/realtime/hub.ts';
import { registerRealtime } from './platform/realtime/routes.ts';
import { registerUploads } from './platform/upload.ts';
import { registerModules } from './modules.ts';
import { permissionSource } from './modules/permission/index.ts';

// Validation messages in Chinese (zod's own zh-CN locale).
z.config(z.locales.zhCN());

export interface AppOptions {
  config: Config;
  database: Database;
  sms?: SmsProvider;
}

/**
 * A hop count trusts the nearest `n` addresses of the chain (the socket's peer is hop 0), so the client address is
 * the one the outermost trusted proxy saw, never the client-supplied left end of X-Forwarded-For. (Fastify's own
 * numeric option trusts no hop at all, so the count is given as a function.) A list trusts those addresses only.
 */
export function trustProxyOption(
  tp: Config['trustProxy'],
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_addr, hop) => hop < tp;
  return tp;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: opts.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(opts.config.trustProxy),
    // A bad URL encoding, and requests Node's parser refuses (a URL or headers over 16 KB), answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.database.db;
  const bus = await openEventBus(opts.database, (err) =>
    app.log.warn({ err }, 'event bus connection lost; caches dropped'),
  );
  const sessions = new SessionStore(db, bus);
  // The composition root: the platform's services, with the permission module behind the access check's interface.
  const deps: Deps = {
    database: opts.database,
    db,
    config: opts.config,
    sms: opts.sms ?? new OutboxSmsProvider(db, app.log),
    bus,
    sessions,
    permissions: new PermissionStore(permissionSource(db), bus),
    housekeeping: new Housekeeping(),
    realtime: new RealtimeHub({ sessions, bus, config: opts.config, log: app.log }),
  };
  app.decorate('deps', deps);
  configureHashQueue(opts.config);
  app.addHook('onClose', () => bus.close());

  registerErrorHandling(app);
  // Headers first: an onRequest hook that refuses a request skips the ones after it.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The §2.3 sub-apps need eval: qiankun evaluates `new Function('return this')()` as its module loads, and
        // import-html-entry runs each sub-app's scripts through `(0, eval)(…)` (evalCode). Without it the host's pages
        // work (checked in Chromium) but no sub-app mounts (docs/decisions.md).
        scriptSrc: ["'self'", "'unsafe-eval'"],
        // antd writes its CSS-in-JS into <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers ws:/wss: to the portal's own host (CSP 3); no other host is reachable from a page.
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerAccessControl(app, deps);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerUploads(app);

  await app.register(swagger, {
    openapi: { info: { title: '能源金融税务门户 API', version: '1.0.0' }, servers: [] },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });

  app.get(
    `${API_BASE}/health`,
    { config: { access: 'public' }, schema: { summary: '健康检查', tags: ['platform'] } },
    async () => {
      await opts.database.exec('select 1');
      return ok([{ status: 'ok', db: opts.database.kind }]);
    },
  );

  if (opts.config.benchBareRoute) {
    // The benchmarks' baseline: a bare route in the same process, to compare the real reads against.
    app.get('/bench/bare', { config: { access: 'public' } }, async () => ({ code: '200', msg: 'ok', data: [] }));
    // The same for a read asked by POST with a JSON body (the unread dot): the framework reads and parses it.
    app.post('/bench/bare', { config: { access: 'public' } }, async () => ({ code: '200', msg: 'ok', data: [] }));
  }

  // Websockets (chat and the real-time targets) and their ticket call, before the modules that register handlers.
  await registerRealtime(app);

  // Every area's module (modules/<area>/index.ts); each registers its endpoints at their contract's full path.
  await registerModules(app);

  // Before the web app: its not-found handler would answer /apps/<unknown>/ with the SPA.
  await registerSubApps(app, opts.config);
  await registerWebApp(app, opts.config);
  return app;
}
