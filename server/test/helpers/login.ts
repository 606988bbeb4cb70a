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
