import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { DEMO } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

const attempt = (username: string, password: string, remoteAddress = '10.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/v1/auth/authenticate',
  payload: { username, password },
  remoteAddress,
});

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('sign-in throttle', () => {
  const app = useTestApp({ loginMaxFailures: 3, loginMaxFailuresPerAccount: 6, loginWindowSeconds: 600 });

  it('makes an account and address wait after too many failures, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await app().inject(attempt(DEMO.admin, 'wrong'))).statusCode).toBe(401);
    }
    const held = await app().inject(attempt(DEMO.admin, DEMO_PASSWORD));
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
      code: 'TOO_MANY_ATTEMPTS',
      reason: 'SIGN_IN',
      params: { count: 1 },
    });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('does not hold back the right password from another address: nobody can lock another out', async () => {
    for (let i = 0; i < 3; i += 1) await app().inject(attempt(DEMO.customs, 'wrong', '10.0.1.1'));
    expect((await app().inject(attempt(DEMO.customs, DEMO_PASSWORD, '10.0.1.1'))).statusCode).toBe(429);
    expect((await app().inject(attempt(DEMO.customs, DEMO_PASSWORD, '10.0.1.2'))).statusCode).toBe(200);
  });

  it('counts failures, not successes: many correct sign-ins from one address hold nobody back', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await app().inject(attempt(DEMO.recycler, DEMO_PASSWORD, '10.0.2.1'))).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) expect((await app().inject(attempt(DEMO.recycler, 'wrong', '10.0.2.1'))).statusCode).toBe(401);
    expect((await app().inject(attempt(DEMO.recycler, DEMO_PASSWORD, '10.0.2.1'))).statusCode).toBe(200);
    // The success cleared this address's count: three more failures before any wait.
    for (let i = 0; i < 3; i += 1) expect((await app().inject(attempt(DEMO.recycler, 'wrong', '10.0.2.1'))).statusCode).toBe(401);
  });

  it("never lets one address's failures on other accounts hold back an account's right password", async () => {
    for (const email of ['a@demo.lk', 'b@demo.lk', 'c@demo.lk', 'd@demo.lk', 'e@demo.lk', 'f@demo.lk', 'g@demo.lk']) {
      expect((await app().inject(attempt(email, 'guess', '10.0.3.1'))).statusCode).toBe(401);
    }
    expect((await app().inject(attempt(DEMO.colomboMc, DEMO_PASSWORD, '10.0.3.1'))).statusCode).toBe(200);
  });

  it('holds back guesses at one account from many addresses, but not the addresses it signed in from before', async () => {
    expect((await app().inject(attempt(DEMO.superAdmin, DEMO_PASSWORD, '10.0.4.100'))).statusCode).toBe(200);
    for (const address of ['10.0.4.1', '10.0.4.2', '10.0.4.3']) {
      for (let i = 0; i < 2; i += 1) expect((await app().inject(attempt(DEMO.superAdmin, 'wrong', address))).statusCode).toBe(401);
    }
    expect((await app().inject(attempt(DEMO.superAdmin, DEMO_PASSWORD, '10.0.4.4'))).statusCode).toBe(429);
    expect((await app().inject(attempt(DEMO.superAdmin, DEMO_PASSWORD, '10.0.4.100'))).statusCode).toBe(200);
  });
});

describe('sign-in throttle under parallel requests', () => {
  const app = useTestApp({ loginMaxFailures: 5 });

  it('checks no more than the allowed number of passwords when 20 wrong ones arrive at once', async () => {
    const codes = statuses(await Promise.all(Array.from({ length: 20 }, () => app().inject(attempt(DEMO.admin, 'wrong', '10.1.0.1')))));
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(15);
  });

  it('does not let the right password among 19 parallel wrong ones in after the allowance is spent', async () => {
    const passwords = Array.from({ length: 20 }, (_, i) => (i === 19 ? DEMO_PASSWORD : `wrong ${i}`));
    const codes = statuses(await Promise.all(passwords.map((password) => app().inject(attempt(DEMO.customs, password, '10.1.0.2')))));
    expect(count(codes, 401) + count(codes, 200)).toBe(5);
    expect(count(codes, 429)).toBe(15);
  });
});
