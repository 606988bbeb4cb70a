import { Type } from 'typebox';
import { useTestApp } from './helpers/test-app';

describe('the app', () => {
  const app = useTestApp({ apiRateLimitPerMinute: 1000 }, (instance) => {
    instance.register(async (routes) => {
      const schema = { response: { 200: Type.Object({}) } };
      routes.get('/api/v1/test/crash', { schema, config: { public: true } }, async () => {
        throw new Error('database password is hunter2');
      });
    });
  });

  it('answers unknown API routes with a 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/auth/nothing'],
      ['DELETE', '/api/v1/master-data/provinces'],
      ['GET', '/api/other'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Not found: ${method} ${url}`, code: 'NOT_FOUND' });
    }
  });

  it('hides the details of server errors', async () => {
    const response = await app().inject({ url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL_ERROR' });
  });

  it('sends security headers with a CSP that lets the SPA run without eval', async () => {
    const response = await app().inject({ url: '/api/v1/nothing-here' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document from the route schemas, with bearer auth', async () => {
    const response = await app().inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/authenticate',
        '/api/v1/auth/refresh',
        '/api/v1/auth/logout',
        '/api/v1/users/me',
        '/api/v1/master-data/provinces',
        '/api/v1/local-authority/get-la-info',
      ]),
    );
    expect(document.paths['/api/v1/auth/authenticate'].post.security).toEqual([]);

    const ui = await app().inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
