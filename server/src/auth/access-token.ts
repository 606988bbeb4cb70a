import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenExpired, unauthenticated } from '../errors';

const ISSUER = 'waste-dashboard';
const AUDIENCE = 'waste-dashboard-api';

/** Who a token speaks for: the user, the sign-in (refresh token family) and the user's session version. */
export interface AccessTokenSubject {
  userId: string;
  sessionId: string;
  sessionVersion: number;
}

export interface AccessTokens {
  /** `issuedAt` is for tests that need a token from the past. */
  sign(subject: AccessTokenSubject, issuedAt?: Date): Promise<string>;
  /** Returns what the token says, or throws the 401 to answer. */
  verify(token: string): Promise<AccessTokenSubject>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId, sessionVersion }, issuedAt = new Date()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid: sessionId, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        const { sub, sid, sv } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof sv !== 'number') throw unauthenticated();
        return { userId: sub, sessionId: sid, sessionVersion: sv };
      } catch (error) {
        throw error instanceof errors.JWTExpired ? tokenExpired() : unauthenticated();
      }
    },
  };
}
