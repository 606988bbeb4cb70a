import { ACCOUNT_RULES } from '#users/account-rules';
import { bearer, DEMO, login, logout } from '#test/helpers/login';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

const SAME_ANSWER = { message: 'Thank you. We have sent a mail to this address: it tells you how to sign in.' };

const NEW_USER = {
  firstName: 'Amaya',
  lastName: 'Silva',
  email: 'Amaya.Silva@example.com',
  phone: '+94 77-123 4567',
  organisation: 'Galle MC',
  password: 'a good password',
};
const signup = (payload: object) => ({ method: 'POST' as const, url: '/api/v1/auth/signup', payload });

describe('POST /api/v1/auth/signup', () => {
  const mailer = capturingMailer();
  const app = useTestApp({}, undefined, { mailer });

  it('creates an account with no role that, once its email is confirmed, signs in and calls the any-user routes', async () => {
    const response = await app().inject(signup(NEW_USER));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(SAME_ANSWER);
    await runMailJobs(app(), mailer);
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'amaya.silva@example.com', subject: 'Confirm your email' });
    const token = mailer.lastLinkToken('amaya.silva@example.com', 'verify-account');
    expect((await app().inject({ method: 'POST', url: '/api/v1/auth/verify-account', payload: { token } })).statusCode).toBe(204);

    const session = await login(app(), 'amaya.silva@example.com', NEW_USER.password);
    const { id } = session.loggedUser;
    expect(session.loggedUser).toEqual({
      id,
      firstName: 'Amaya',
      lastName: 'Silva',
      email: 'amaya.silva@example.com',
      defaultRole: null,
      roles: [],
      selectedLocalAuthority: null,
      selectedRecycler: null,
    });
    const me = await app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().roles).toEqual([]);
    const roleRoute = await app().inject({
      method: 'POST',
      url: '/api/v1/recycler/search',
      payload: {},
      headers: bearer(session.accessToken),
    });
    expect(roleRoute.statusCode).toBe(403);
    expect((await logout(app(), session)).statusCode).toBe(204);

    const { rows } = await app().db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = $1", [
      id,
    ]);
    expect(rows.map((row) => row.action)).toContain('create');
  });

  it('answers a taken email, whatever its case, as it answers a new one, and tells the owner by mail', async () => {
    for (const email of ['AMAYA.SILVA@example.com', DEMO.admin.toUpperCase()]) {
      const response = await app().inject(signup({ ...NEW_USER, email, password: 'another good password' }));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(SAME_ANSWER);
      await runMailJobs(app(), mailer);
      expect(mailer.sent.at(-1)).toMatchObject({ to: email.toLowerCase(), subject: 'You already have an account' });
    }
    await expect(login(app(), 'amaya.silva@example.com', 'another good password')).rejects.toThrow('answered 401');
    expect((await login(app(), 'amaya.silva@example.com', NEW_USER.password)).loggedUser.firstName).toBe('Amaya');
  });

  it.each(['12345678', 'password1', 'Qwerty123', 'iloveyou'])(
    'refuses the common or breached password %s, naming body.password',
    async (password) => {
      const response = await app().inject(signup({ ...NEW_USER, email: 'common.password@example.com', password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This password is too common or has appeared in data breaches. Please choose another one.',
        code: 'COMMON_PASSWORD',
        details: [{ field: 'body.password', message: 'body.password is on the list of common and breached passwords' }],
      });
    },
  );

  it.each(['galle123', 'Galle@2024', 'KEGALLE#1', 'nuwaraeliya99', 'Plastic2025!', 'amaya1234', 'silva@1990', 'Sunshine!23'])(
    "refuses %s: a place, a word of the service, the person's name or a common password with digits or signs around it",
    async (password) => {
      const response = await app().inject(signup({ ...NEW_USER, email: 'guessable.password@example.com', password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This password is a common word, a place or your name with a few digits or signs added. Please choose another one.',
        code: 'COMMON_PASSWORD',
        reason: 'GUESSABLE',
        details: [{ field: 'body.password', message: 'body.password is a common word, a place or a name with digits or signs around it' }],
      });
    },
  );

  it('stores whom the person works for, trimmed', async () => {
    const email = 'organisation.kept@example.com';
    expect((await app().inject(signup({ ...NEW_USER, email, organisation: '  Galle MC, SWM unit ' }))).statusCode).toBe(202);
    const { rows } = await app().db.query('SELECT organisation FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([{ organisation: 'Galle MC, SWM unit' }]);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['firstName', { firstName: 'x'.repeat(ACCOUNT_RULES.NAME_MAX_LENGTH + 1) }],
    ['lastName', { lastName: undefined }],
    ['lastName', { lastName: 'y'.repeat(51) }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'a'.repeat(250)}@example.com` }],
    ['phone', { phone: '123456' }],
    ['phone', { phone: '1'.repeat(21) }],
    ['phone', { phone: '077 123 ABC' }],
    ['password', { password: 'short' }],
    ['password', { password: 'p'.repeat(129) }],
    ['organisation', { organisation: undefined }],
    ['organisation', { organisation: '   ' }],
    ['organisation', { organisation: 'o'.repeat(ACCOUNT_RULES.ORGANISATION_MAX_LENGTH + 1) }],
  ])('answers 400 naming body.%s when it breaks a rule', async (field, change) => {
    const response = await app().inject(signup({ ...NEW_USER, email: 'rule.check@example.com', ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toMatch(new RegExp(`^body\\.${field} `));
  });

  it('accepts the edges of the rules', async () => {
    const response = await app().inject(
      signup({
        firstName: 'A',
        lastName: 'B'.repeat(50),
        email: 'edge@example.com',
        phone: '1234567',
        organisation: 'X',
        password: '8 chars!',
      }),
    );
    expect(response.statusCode).toBe(202);
  });
});

describe('POST /api/v1/auth/signup per-address limit', () => {
  const app = useTestApp({ loginMaxFailuresPerAddress: 2 });

  it('answers 429 once the address used up its attempts', async () => {
    for (const n of [1, 2]) {
      expect((await app().inject(signup({ ...NEW_USER, email: `limit${n}@example.com` }))).statusCode).toBe(202);
    }
    const response = await app().inject(signup({ ...NEW_USER, email: 'limit3@example.com' }));
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const forgot = await app().inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'limit1@example.com' } });
    expect(forgot.statusCode).toBe(202);
  });
});

describe('POST /api/v1/auth/signup per-address limit, in parallel', () => {
  const app = useTestApp({ loginMaxFailuresPerAddress: 3 });

  it('lets no more than the allowance through when the requests arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        app().inject({ ...signup({ ...NEW_USER, email: `burst${n}@example.com` }), remoteAddress: '10.9.9.9' }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, ...Array(7).fill(429)]);
  });
});
