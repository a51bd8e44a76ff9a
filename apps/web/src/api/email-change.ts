/** The two-step change of the signed-in person's e-mail address (docs/product.md §7). */
import { emailChangeApi } from '@vd/contract';
import { call } from './call.ts';

/** E-mail change, in order: code to the current address, then a code to the new one. */
export const emailChange = {
  sendCurrentCode: () => call(emailChangeApi.sendCurrentCode),
  resendCurrentCode: () => call(emailChangeApi.resendCurrentCode),
  verifyCurrentCode: (code: string) => call(emailChangeApi.verifyCurrentCode, { body: { code } }),
  sendNewCode: (email: string) => call(emailChangeApi.sendNewCode, { body: { email } }),
  resendNewCode: () => call(emailChangeApi.resendNewCode),
  verifyNewCode: (code: string) => call(emailChangeApi.verifyNewCode, { body: { code } }),
};
