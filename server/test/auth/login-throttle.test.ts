import { DEMO } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

const attempt = (username: string, password: string, remoteAddress = '10.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/v1/auth/authenticate',
  payload: { username, password },
  remoteAddress,
});

describe('sign-in rate limit', () => {
  const app = useTestApp({ loginMaxFailures: 3, loginMaxFailuresPerAddress: 5, loginWindowSeconds: 600 });

  it('locks an account out after too many failures, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await app().inject(attempt(DEMO.admin, 'wrong'))).statusCode).toBe(401);
    }
    const locked = await app().inject(attempt(DEMO.admin, 'Demo@1234', '10.0.0.2'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait 10 minutes and try again.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('resets the account counter on a successful sign-in', async () => {
    for (let i = 0; i < 2; i += 1) await app().inject(attempt(DEMO.customs, 'wrong', '10.0.1.1'));
    expect((await app().inject(attempt(DEMO.customs, 'Demo@1234', '10.0.1.1'))).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await app().inject(attempt(DEMO.customs, 'wrong', '10.0.1.1'))).statusCode).toBe(401);
    }
  });

  it('locks out an address that tries many accounts', async () => {
    const emails = ['a@demo.lk', 'b@demo.lk', 'c@demo.lk', 'd@demo.lk', 'e@demo.lk'];
    for (const email of emails) {
      expect((await app().inject(attempt(email, 'guess', '10.0.2.1'))).statusCode).toBe(401);
    }
    const locked = await app().inject(attempt(DEMO.recycler, 'Demo@1234', '10.0.2.1'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await app().inject(attempt(DEMO.recycler, 'Demo@1234', '10.0.2.2'))).statusCode).toBe(200);
  });
});
