import { bearer, DEMO, useTokens } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

describe('input no route can use', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin });

  it.each([
    ['POST', '/api/v1/auth/authenticate', { username: 'admin@demo.lk\u0000', password: 'x' }, 'body.username'],
    ['POST', '/api/v1/auth/forgot-password', { email: 'a\u0000@demo.lk' }, 'body.email'],
    ['POST', '/api/v1/recycler/search', { name: 'Eco\u0000' }, 'body.name'],
    ['POST', '/api/v1/master-data/districts', { provinceIds: ['western\u0000'] }, 'body.provinceIds.0'],
    ['GET', '/api/v1/local-authority/waste-view/WD%00', undefined, 'params.id'],
    ['GET', '/api/v1/calendar/events?from=2026-01-01&to=2026-01-31&x%00=1', undefined, null],
  ])('%s %s: a NUL character answers 400 naming the field', async (method, url, payload, field) => {
    const response = await app().inject({ method: method as 'GET' | 'POST', url, payload, headers: bearer(tokens.superAdmin) });
    if (field === null) {
      expect(response.statusCode).toBeLessThan(500);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: `${field} must not contain a NUL character` });
  });

  it.each([1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2])('a pageStart of %d answers 400 naming it, not 500', async (pageStart) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/recycler/search',
      payload: `{"pageStart":${pageStart}}`,
      headers: { ...bearer(tokens.superAdmin), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.pageStart must be /);
  });

  it('a huge number anywhere else answers 400 naming it', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/local-authority/la-waste-collection',
      payload: '{"year":1e300}',
      headers: { ...bearer(tokens.superAdmin), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.year must be /);
  });
});
