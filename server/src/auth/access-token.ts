import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenExpired, unauthenticated } from '../errors';

const ISSUER = 'waste-dashboard';
const AUDIENCE = 'waste-dashboard-api';

export interface AccessTokens {
  /** `issuedAt` is for tests that need a token from the past. */
  sign(userId: string, issuedAt?: Date): Promise<string>;
  /** Returns the user id, or throws the 401 to answer. */
  verify(token: string): Promise<string>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId, issuedAt = new Date()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({})
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
        if (typeof payload.sub !== 'string') throw unauthenticated();
        return payload.sub;
      } catch (error) {
        throw error instanceof errors.JWTExpired ? tokenExpired() : unauthenticated();
      }
    },
  };
}
