/**
 * A client's private link (a quote's approval, an agreement's acceptance; decisions 0069, 0087): an
 * HS256 token naming its link row and the thing it opens, signed with a key derived from the app's
 * secret for that purpose alone (so neither a session token nor another kind of link is one). Only the
 * token's hash is stored (`hashLinkToken`).
 */
import { createHash, createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';

const ISSUER = 'firebreak';

export type LinkClaims = { linkId: string; subjectId: string };

export function createLinkSigner(options: {
  secret: string;
  /** What the key is derived for, e.g. 'firebreak quote approval links v1': changing it voids every link. */
  purpose: string;
  audience: string;
  /** The claim naming the subject ('qid', 'aid'): kept so links already sent still open. */
  subjectClaim: string;
  /** The 410 message of a link only out of date, and the 404 message of anything else. */
  expiredMessage: string;
  invalidMessage: string;
}) {
  const key = createHmac('sha256', options.secret).update(options.purpose).digest();
  const invalid = () => new AppError(404, options.invalidMessage, 'INVALID_LINK');
  return {
    invalid,
    sign: (claims: LinkClaims, expiresAt: Date) =>
      new SignJWT({ lid: claims.linkId, [options.subjectClaim]: claims.subjectId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(options.audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    /** The claims of a well-signed token; 410 when it is only out of date, 404 for anything else. */
    verify: async (token: string, now: Date): Promise<LinkClaims> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: options.audience,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const subjectId = payload[options.subjectClaim];
        if (typeof payload.lid !== 'string' || typeof subjectId !== 'string') throw invalid();
        return { linkId: payload.lid, subjectId };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError(410, options.expiredMessage, 'GONE');
        if (error instanceof AppError) throw error;
        throw invalid();
      }
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
