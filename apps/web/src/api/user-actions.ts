/** The write calls of the users of a company (owner and admin) and the company switch. */
import { prefixes, ZRefreshTokenResponse } from '@vd/contract';
import { api } from './client.ts';

const user = (path: string) => `${prefixes.api}/user/${path}`;

export const inviteUser = (body: { email: string; role: 'admin' | 'member' }) =>
  api.post(user('invite'), body);

export const updateUserStatus = (body: { user_id: string; status: 'active' | 'inactive' }) =>
  api.post(user('update-status'), body);

/** POST user/update-role: admin or member (the owner's role never changes). */
export const updateUserRole = (body: { user_id: string; role: 'admin' | 'member' }) =>
  api.post(user('update-role'), body);

/** PATCH user/{id}: removes the person's membership of the company. */
export const deleteUser = (id: string) => api.patch(user(encodeURIComponent(id)));

/** GET user/switch-company/{id}: a token pair for another company of the same person. */
export async function switchCompany(companyId: string) {
  const response = await api.get(user(`switch-company/${encodeURIComponent(companyId)}`));
  return ZRefreshTokenResponse.parse(response.data).data;
}
