import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';

const { version } = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string };

/** OpenAPI generated from the route schemas; the UI at /api/docs, the document at /api/docs/json. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sri Lanka waste dashboard API',
          description: 'Every failure answers `{ message, code, details? }`.',
          version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token' },
            refreshToken: { type: 'http', scheme: 'bearer', description: 'The refresh token (POST /auth/refresh only)' },
          },
        },
        security: [{ bearerAuth: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
