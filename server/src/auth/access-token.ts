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

/** Tokens verified lately, kept to their expiry; past this many the oldest go first. */
const MAX_VERIFIED = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change, so each is checked once: WebCrypto's HMAC runs on libuv's
  // thread pool, where it would queue behind argon2 (ADR 0277). Its expiry is still checked on every call.
  const verified = new Map<string, AccessTokenSubject & { expiresAt: number }>();
  const remember = (token: string, subject: AccessTokenSubject, exp: number) => {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(token, { ...subject, expiresAt: exp * 1000 });
  };
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
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now())
        return { userId: known.userId, sessionId: known.sessionId, sessionVersion: known.sessionVersion };
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        const { sub, sid, sv, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof sv !== 'number' || typeof exp !== 'number')
          throw unauthenticated();
        const subject = { userId: sub, sessionId: sid, sessionVersion: sv };
        remember(token, subject, exp);
        return subject;
      } catch (error) {
        throw error instanceof errors.JWTExpired ? tokenExpired() : unauthenticated();
      }
    },
  };
}
