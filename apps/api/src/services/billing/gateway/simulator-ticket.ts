import type { Db } from '@vd/db';
import { memberships } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';

const AUDIENCE = 'payment-simulator';
const ISSUER = 'validasi-dokumen';

export interface SimulatorPayer {
  orderId: string;
  companyId: string;
  userId: string;
}

const ZTicket = z.object({ sub: z.uuid(), cid: z.uuid(), oid: z.string() });

/**
 * The simulator page is opened by a navigation, which carries no bearer token: the top-up's page
 * address carries this ticket instead, signed for the order, its company and the signed-in user who
 * opened it, valid until the order expires (docs/security.md).
 */
export function signSimulatorTicket(payer: SimulatorPayer, expiresAt: Date, secret: Uint8Array) {
  return new SignJWT({ cid: payer.companyId, oid: payer.orderId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(payer.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000) + 10 * 60)
    .sign(secret);
}

/**
 * The payer a ticket names, when it is valid for `orderId` and its user is still an active member of
 * its company; otherwise 404, as for an order of another company.
 */
export async function verifySimulatorTicket(
  db: Db,
  ticket: string | undefined,
  orderId: string,
  secret: Uint8Array,
): Promise<SimulatorPayer> {
  if (!ticket) throw new AppError('NOT_FOUND');
  let claims: z.infer<typeof ZTicket>;
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    claims = ZTicket.parse(payload);
  } catch {
    throw new AppError('NOT_FOUND');
  }
  if (claims.oid !== orderId) throw new AppError('NOT_FOUND');
  const [membership] = await db
    .select({ status: memberships.status })
    .from(memberships)
    .where(
      and(
        eq(memberships.user_id, claims.sub),
        eq(memberships.company_id, claims.cid),
        isNull(memberships.deleted_at),
      ),
    );
  if (membership?.status !== 'active') throw new AppError('NOT_FOUND');
  return { orderId, companyId: claims.cid, userId: claims.sub };
}
