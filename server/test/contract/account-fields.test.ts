import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '#paths';
import { bearer, DEMO, login } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';

interface FieldCase {
  field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'bio' | 'socialLink';
  value: string;
  pad?: string;
  padTo?: number;
  valid: boolean;
}

// The same cases run against the forms' rules (host/test/accountFieldRules.test.tsx).
const { cases } = JSON.parse(readFileSync(path.join(findRepoRoot(), 'shared', 'test', 'fixtures', 'account-fields.json'), 'utf8')) as {
  cases: FieldCase[];
};
const valueOf = ({ value, pad, padTo }: FieldCase) => (pad && padTo ? value.padEnd(padTo, pad) : value);
const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'];

describe('the server account field rules agree with the forms (shared/test/fixtures/account-fields.json)', () => {
  const app = useTestApp();
  let signedUp = 0;

  const signUp = (field: string, value: string) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        firstName: 'Nimal',
        lastName: 'Silva',
        email: `field-case-${++signedUp}@example.lk`,
        phone: '0771234567',
        organisation: 'Kandy MC',
        password: 'Secret@123 kept long',
        [field]: value,
      },
    });

  const saveProfile = async (field: string, value: string) => {
    const session = await login(app(), DEMO.colomboMc);
    const links = { facebook: '', x: '', linkedin: '', instagram: '' };
    const profile = { firstName: 'Colombo', lastName: 'Officer', email: DEMO.colomboMc, phone: '0112345678', bio: '', socialLinks: links };
    const payload = field === 'socialLink' ? { ...profile, socialLinks: { ...links, linkedin: value } } : { ...profile, [field]: value };
    return app().inject({ method: 'PUT', url: '/api/v1/users/me/profile', payload, headers: bearer(session.accessToken) });
  };

  it.each(cases.map((fieldCase) => [fieldCase.field, valueOf(fieldCase).length, fieldCase] as const))(
    '%s of %i characters',
    async (field, _length, fieldCase) => {
      const value = valueOf(fieldCase);
      const response = SIGN_UP_FIELDS.includes(field) ? await signUp(field, value) : await saveProfile(field, value);
      if (fieldCase.valid) expect(response.statusCode).toBeLessThan(300);
      else expect(response.statusCode).toBe(400);
    },
  );
});
