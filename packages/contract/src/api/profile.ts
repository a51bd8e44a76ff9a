/**
 * The routes of the profile area (apps/api/src/routes/profile), defined once for the API and the
 * SPA: the signed-in user, their own name and phone, their password. The paths are under user/,
 * with the tag user, as the e-mail change's and the members' (docs/glossary.md).
 */
import { z } from 'zod';
import { ZEditPasswordRequest } from '../auth/passwords.ts';
import { ZMessageResponse } from '../auth/sign-up.ts';
import { ZMeResponse, ZUpdateProfileRequest } from '../profile/profile.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'user' } as const;

export const profileApi = {
  me: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/me',
    summary: 'Profil pengguna yang masuk, perusahaannya dan perannya',
    access: 'signed-in',
    responses: { 200: ZMeResponse },
  }),
  update: defineRoute({
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
};
