/**
 * The routes of the members area (apps/api/src/routes/members), defined once for the API and the
 * SPA: the company's members, their roles and status, removal, and switching to another company of
 * the same person. The paths are under user/; invitations, also under user/, are in invitations.ts.
 */
import { z } from 'zod';
import { ZMessageResponse } from '../auth/sign-up.ts';
import { ZRefreshTokenResponse } from '../auth/tokens.ts';
import { ZPageQuery } from '../envelope.ts';
import {
  ZMemberListResponse,
  ZRolesResponse,
  ZUpdateRoleRequest,
  ZUpdateStatusRequest,
} from '../members/members.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'user' } as const;

export const membersApi = {
  list: defineRoute({
    ...area,
    method: 'GET',
    path: 'user/list',
    summary: 'Daftar pengguna perusahaan (pemilik dan admin)',
    access: { permission: 'users.read' },
    query: ZPageQuery.extend({ search: z.string().max(100).optional() }),
    responses: { 200: ZMemberListResponse },
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
