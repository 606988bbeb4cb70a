import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Every answer over 1 KB goes out compressed (brotli when the browser takes it, else gzip): the API's JSON,
 * the host, the remotes and the registry. Brotli at quality 5 compresses a chunk in milliseconds and still
 * beats gzip -9; quality 11 would take a second per megabyte on every request.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
