/** The two-step change of the signed-in person's e-mail address (docs/product.md §7). */
import { userApi } from '@vd/contract';
import { call } from './call.ts';

/** E-mail change, in order: code to the current address, then a code to the new one. */
export const emailChange = {
  sendCurrentCode: () => call(userApi.editEmailSendVerification),
  resendCurrentCode: () => call(userApi.editEmailResendVerification),
  verifyCurrentCode: (code: string) => call(userApi.editEmailVerification, { body: { code } }),
  sendNewCode: (email: string) => call(userApi.editEmail, { body: { email } }),
  resendNewCode: () => call(userApi.editEmailResendNewVerification),
  verifyNewCode: (code: string) => call(userApi.editEmailNewVerification, { body: { code } }),
};
