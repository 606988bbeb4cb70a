import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { cacheControlFor } from '../static/cache-control';

const FRONT_END_NOT_BUILT = 'The front end is not built yet. Run `pnpm build` (or `pnpm start`) from the repository root.';
const NOT_A_PAGE = /^\/(api|remotes)(\/|$)/;

// A twin the build compressed (main.js.br) is cached as the file it encodes.
const PRECOMPRESSED_TWIN = /\.(br|gz)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath.replace(PRECOMPRESSED_TWIN, '')));
}

/**
 * The host app at `/`, released remotes and the remote registry at `/remotes/`, all from this process.
 * Unknown paths: the API and /remotes answer a 404 in the error shape; any other path without a file
 * extension is a deep link into the SPA and gets the host's index.html (the host renders its own 404).
 */
export const staticFilesPlugin = fp(
  async (app) => {
    const { hostDist, releasesDir } = app.config;
    // preCompressed: the build's .br or .gz twin of a file goes out as it is, at a quality too slow for every
    // request (docs/adr/0217-static-files-precompressed.md); a file without twins is compressed per request.
    const common = { cacheControl: false, etag: true, dotfiles: 'ignore' as const, preCompressed: true, setHeaders: setCacheHeaders };

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
