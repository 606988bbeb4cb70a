import { Type } from 'typebox';
import { startsWithRoute } from '../helpers/starts-with-route';

const ok = async () => ({});
const response = { 200: Type.Object({}) };
const config = { public: true };

describe('route schema declarations', () => {
  it('stop the app from starting when a /api/v1 route has no response schema', async () => {
    await expect(startsWithRoute((routes) => routes.get('/api/v1/bare', { config }, ok))).rejects.toThrow(
      'Route GET /api/v1/bare must declare schema.response',
    );
  });

  it('stop the app from starting when a body or query is an open object', async () => {
    const body = Type.Object({ name: Type.String() });
    await expect(startsWithRoute((routes) => routes.post('/api/v1/open', { schema: { body, response }, config }, ok))).rejects.toThrow(
      'Route POST /api/v1/open must declare schema.body with additionalProperties: false',
    );
  });

  it('let a fully described route start', async () => {
    const querystring = Type.Object({ q: Type.Optional(Type.String()) }, { additionalProperties: false });
    await expect(
      startsWithRoute((routes) => routes.get('/api/v1/fine', { schema: { querystring, response }, config }, ok)),
    ).resolves.toBeUndefined();
  });
});
