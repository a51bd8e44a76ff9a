/** The signed-in person's own data: profile, password and the e-mail change flow (docs/product.md §7). */
import { prefixes } from '@vd/contract';
import { api } from './client.ts';

const user = (path: string) => `${prefixes.api}/user/${path}`;

export const updateProfile = (id: string, body: { first_name: string; last_name: string; phone: string }) =>
  api.put(user(`profile/${encodeURIComponent(id)}`), body);

export const editPassword = (body: { current_password: string; password: string }) =>
  api.post(user('edit-password'), body);

/** E-mail change, in order: code to the current address, then a code to the new one. */
export const emailChange = {
  sendCurrentCode: () => api.post(user('edit-email/send-verification'), {}),
  resendCurrentCode: () => api.post(user('edit-email/resend-verification'), {}),
  verifyCurrentCode: (code: string) => api.post(user('edit-email/verification'), { code }),
  sendNewCode: (email: string) => api.post(user('edit-email'), { email }),
  resendNewCode: () => api.post(user('edit-email/resend-new-verification'), {}),
  verifyNewCode: (code: string) => api.post(user('edit-email/new-verification'), { code }),
};
