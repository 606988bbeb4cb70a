import type { FastifyInstance } from 'fastify';
import type { LoggedUser } from '#schemas/logged-user';
import { DEMO_PASSWORD } from '#seed/demo-accounts';

export const DEMO = {
  superAdmin: 'superadmin@demo.lk',
  admin: 'admin@demo.lk',
  customs: 'customs@demo.lk',
  colomboMc: 'colombo.mc@demo.lk',
  recycler: 'recycler@demo.lk',
} as const;

export interface Session {
  accessToken: string;
  refreshToken: string;
  loggedUser: LoggedUser;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  const body = response.json();
  return { accessToken: body.access_token, refreshToken: body.refresh_token, loggedUser: body.logged_user };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function logout(app: FastifyInstance, session: Session) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    payload: { refresh_token: session.refreshToken },
    headers: bearer(session.accessToken),
  });
}

/**
 * Signs the given accounts in once the file's app is built (call it after useTestApp): their sessions, by the
 * names given, for the file's tests to read.
 */
export function useSessions<Name extends string>(
  app: () => FastifyInstance,
  emails: Record<Name, string>,
): Readonly<Record<Name, Session>> {
  const sessions = {} as Record<Name, Session>;
  beforeAll(async () => {
    for (const name of Object.keys(emails) as Name[]) sessions[name] = await login(app(), emails[name]);
  });
  return sessions;
}

/** The access tokens of the given accounts, signed in once the file's app is built (call it after useTestApp). */
export function useTokens<Name extends string>(app: () => FastifyInstance, emails: Record<Name, string>): Readonly<Record<Name, string>> {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const name of Object.keys(emails) as Name[]) tokens[name] = (await login(app(), emails[name])).accessToken;
  });
  return tokens;
}
