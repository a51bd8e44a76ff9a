import { z } from 'zod';
import { pagedEnvelope } from '../envelope.ts';

/** A company as internal staff list them (GET company/internal). */
export const ZInternalCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.number().int(),
  slot_balance: z.number().int().nonnegative().describe('Saldo slot perusahaan'),
  created_at: z.iso.datetime(),
});
export const ZInternalCompanyListResponse = pagedEnvelope(ZInternalCompany);
