/**
 * Serves the built sub-apps (§2.3) at /apps/<name>/ from <subAppsDir>/<name>/dist — the entries the host's qiankun
 * registry points at. index.html is never cached (it names the current hashed bundle); files under assets/ carry a
 * content hash and are cached for a year. A sub-app that is not built or deployed answers HTTP 404, so the host shows
 * its "unavailable" message: nothing under /apps/ ever falls through to the web app's SPA fallback. A team deploys
 * by copying its dist/ into place; no restart is needed, since the directory is looked up per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HTTP_STATUS_MESSAGES } from '@portal/shared';
import type { Config } from '../config.ts';
import { setBuildCacheHeaders } from './static-cache.ts';

/** Sub-app folder names: letters, digits, '-' and '_' (no dots, so no traversal through the name). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-cache')
    .send({ code: '404', msg: HTTP_STATUS_MESSAGES[404], data: [] });
}

/** The file to serve for `rest` (a path inside dist/), or null when there is none. */
async function resolveFile(distRoot: string, rest: string): Promise<string | null> {
  const rel = rest === '' ? 'index.html' : rest;
  const file = path.resolve(distRoot, rel);
  if (!file.startsWith(distRoot + path.sep)) return null;
  // Dotfiles (.env, .git …) are never part of a build.
  if (
    path
      .relative(distRoot, file)
      .split(path.sep)
      .some((seg) => seg.startsWith('.'))
  )
    return null;
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? file : null;
}

export async function registerSubApps(app: FastifyInstance, config: Config): Promise<void> {
  // Its own encapsulated @fastify/static (serve: false): this scope's reply.sendFile, apart from the web app's.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: config.subAppsDir,
      serve: false,
      index: false,
      cacheControl: false,
      setHeaders: setBuildCacheHeaders,
    });

    scope.get<{ Params: { name: string } }>('/apps/:name', async (req, reply) => {
      const { name } = req.params;
      if (!NAME.test(name) || !(await resolveFile(path.join(config.subAppsDir, name, 'dist'), '')))
        return notFound(reply);
      return reply.redirect(`/apps/${name}/`, 301);
    });

    scope.get<{ Params: { name: string; '*': string } }>('/apps/:name/*', async (req, reply) => {
      const { name } = req.params;
      if (!NAME.test(name)) return notFound(reply);
      const distRoot = path.join(config.subAppsDir, name, 'dist');
      const file = await resolveFile(distRoot, req.params['*'] ?? '');
      if (!file) return notFound(reply);
      return reply.sendFile(path.relative(distRoot, file), distRoot);
    });
  });
}
