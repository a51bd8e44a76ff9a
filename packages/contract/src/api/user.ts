/**
 * The routes under user/ (apps/api/src/routes/user), defined once for the API and the SPA: one
 * table in three sections, as the API's three files (profile-routes.ts, email-change-routes.ts,
 * member-routes.ts). Invitations, also under user/, are in invitations.ts.
 */
import { z } from 'zod';
import { ZEditPasswordRequest } from '../auth/passwords.ts';
import { ZMessageResponse } from '../auth/sign-up.ts';
import { ZRefreshTokenResponse } from '../auth/tokens.ts';
import { ZPageQuery } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import {
  ZEmailCodeRequest,
  ZNewEmailRequest,
  ZRolesResponse,
  ZUpdateProfileRequest,
  ZUpdateRoleRequest,
  ZUpdateStatusRequest,
} from '../user/manage.ts';
import { ZMeResponse, ZUserListResponse } from '../user/me.ts';

const area = { prefix: 'api', tag: 'user' } as const;

export const userApi = {
  // Profile: the signed-in user, their name and phone, their password.
  me: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/me',
    summary: 'Profil pengguna yang masuk, perusahaannya dan perannya',
    access: 'signed-in',
    responses: { 200: ZMeResponse },
  }),
  profile: defineRoute({
    ...area,
    method: 'PUT',
    path: 'user/profile/{id}',
    summary: 'Ubah nama dan nomor handphone sendiri',
    access: 'member-write',
    params: z.object({ id: z.uuid() }),
    body: ZUpdateProfileRequest,
    responses: { 200: ZMessageResponse },
  }),
  editPassword: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-password',
    summary: 'Ganti password (dengan password saat ini)',
    access: 'member-write',
    body: ZEditPasswordRequest,
    responses: { 200: ZMessageResponse },
  }),
  // E-mail change: a code to the current address, then the new address and a code to it.
  editEmailSendVerification: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/send-verification',
    summary: 'Ubah email, langkah 1: kode ke alamat saat ini',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
  editEmailVerification: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/verification',
    summary: 'Ubah email, langkah 2: kode alamat saat ini',
    access: 'member-write',
    body: ZEmailCodeRequest,
    responses: { 200: ZMessageResponse },
  }),
  editEmail: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email',
    summary: 'Ubah email, langkah 3: alamat baru',
    access: 'member-write',
    body: ZNewEmailRequest,
    responses: { 200: ZMessageResponse },
  }),
  editEmailNewVerification: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/new-verification',
    summary: 'Ubah email, langkah 4: kode alamat baru',
    access: 'member-write',
    body: ZEmailCodeRequest,
    responses: { 200: ZMessageResponse },
  }),
  editEmailResendVerification: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/resend-verification',
    summary: 'Kirim ulang kode ke alamat saat ini',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
  editEmailResendNewVerification: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/edit-email/resend-new-verification',
    summary: 'Kirim ulang kode ke alamat baru',
    access: 'member-write',
    responses: { 200: ZMessageResponse },
  }),
  // Members of the company: list, roles, status, removal, switching company.
  list: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/list',
    summary: 'Daftar pengguna perusahaan (pemilik dan admin)',
    access: { permission: 'users.read' },
    query: ZPageQuery.extend({ search: z.string().max(100).optional() }),
    responses: { 200: ZUserListResponse },
  }),
  roles: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/roles',
    summary: 'Daftar peran',
    access: 'member',
    responses: { 200: ZRolesResponse },
  }),
  updateStatus: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/update-status',
    summary: 'Aktifkan atau nonaktifkan pengguna',
    access: { permission: 'users.manage' },
    body: ZUpdateStatusRequest,
    responses: { 200: ZMessageResponse },
  }),
  updateRole: defineRoute({
    ...area,
    method: 'POST',
    path: 'user/update-role',
    summary: 'Ubah peran pengguna (admin atau anggota); peran pemilik tidak dapat diubah',
    access: { permission: 'users.manage' },
    body: ZUpdateRoleRequest,
    responses: { 200: ZMessageResponse },
  }),
  remove: defineRoute({
    ...area,
    method: 'PATCH',
    path: 'user/{id}',
    summary: 'Hapus pengguna dari perusahaan',
    access: { permission: 'users.manage' },
    params: z.object({ id: z.uuid() }),
    responses: { 200: ZMessageResponse },
  }),
  switchCompany: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/switch-company/{id}',
    summary: 'Token untuk perusahaan lain (staf internal: hanya melihat)',
    access: 'signed-in',
    params: z.object({ id: z.uuid() }),
    responses: { 200: ZRefreshTokenResponse },
  }),
};
