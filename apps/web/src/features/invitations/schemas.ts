/** Form schemas of joining through an invitation, built from the contract's field rules (docs/product.md §4). */
import { ZFirstName, ZLastName, ZLoginPassword, ZPasswordPair, ZPhone } from '@vd/contract';
import { z } from 'zod';

/** A new person joining through an invitation: name, phone, password twice. */
export const ZInvitationNewForm = z
  .object({ first_name: ZFirstName, last_name: ZLastName, phone: ZPhone })
  .and(ZPasswordPair);

/** Someone who already has an account joins with the password they sign in with. */
export const ZInvitationExistingForm = z.object({ password: ZLoginPassword });
