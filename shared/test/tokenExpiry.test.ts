import { isTokenLive, tokenExpiryMs } from '../src/session/tokenExpiry';
import { fakeJwt } from '../src/testing/fakeJwt';

describe('signed in (spec section 4)', () => {
  it('is true only for a token whose expiry is in the future', () => {
    expect(isTokenLive(fakeJwt(60))).toBe(true);
    expect(isTokenLive(fakeJwt(-1))).toBe(false);
  });

  it('is false without a token or with one it cannot read', () => {
    expect(isTokenLive(null)).toBe(false);
    expect(isTokenLive('not-a-jwt')).toBe(false);
    expect(tokenExpiryMs('a.b%%.c')).toBeNull();
  });
});
