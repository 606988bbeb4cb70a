import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { cacheControlFor } from '../static/cache-control';

const FRONT_END_NOT_BUILT = 'The front end is not built yet. Run `pnpm build` (or `pnpm start`) from the repository root.';
const NOT_A_PAGE = /^\/(api|remotes)(\/|$)/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/**
 * The host app at `/`, released remotes and the remote registry at `/remotes/`, all from this process.
 * Unknown paths: the API and /remotes answer a 404 in the error shape; any other path without a file
 * extension is a deep link into the SPA and gets the host's index.html (the host renders its own 404).
 */
export const staticFilesPlugin = fp(
  async (app) => {
    const { hostDist, releasesDir } = app.config;
    const common = { cacheControl: false, etag: true, dotfiles: 'ignore' as const, setHeaders: setCacheHeaders };

    // Folders are read per request: the host may be built, or a remote released, while the server runs.
    await app.register(fastifyStatic, { ...common, root: hostDist, prefix: '/', suppressWarning: true });
    await app.register(fastifyStatic, {
      ...common,
      root: releasesDir,
      prefix: '/remotes/',
      index: false,
      decorateReply: false,
      suppressWarning: true,
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const isPageRequest = ['GET', 'HEAD'].includes(request.method) && !NOT_A_PAGE.test(pathname);
      if (!isPageRequest || path.extname(pathname) !== '') {
        throw notFound(`Not found: ${request.method} ${pathname}`);
      }
      if (!existsSync(path.join(hostDist, 'index.html'))) {
        return reply.code(503).type('text/plain; charset=utf-8').send(FRONT_END_NOT_BUILT);
      }
      return reply.sendFile('index.html', hostDist);
    });
  },
  { name: 'static-files', dependencies: ['config'] },
);
