/** Signed session tokens (HS256 JWT). The token names its session; the session decides validity. */
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; sessionId: string };

const ISSUER = 'firebreak';

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: TokenClaims, expiresAt: Date) =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    /** The claims of a well-signed unexpired token, or null for anything else. */
    verify: async (token: string): Promise<TokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
