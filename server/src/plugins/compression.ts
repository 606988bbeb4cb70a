import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Every answer above the threshold goes out compressed (brotli when the browser takes it, else gzip): the
 * API's JSON, the registry, and built files that have no twin the build compressed (static-files.ts sends
 * those twins as they are, and this plugin leaves an answer with a Content-Encoding alone). Brotli at a
 * middle quality is quick and still beats gzip's best; its top quality would cost far more time on every request.
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
