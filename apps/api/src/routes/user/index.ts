import {
  ZEditPasswordRequest,
  ZEmailCodeRequest,
  ZInvitationHistoryResponse,
  ZInviteUserRequest,
  ZMeResponse,
  ZMessageResponse,
  ZNewEmailRequest,
  ZPageQuery,
  ZRefreshTokenResponse,
  ZRolesResponse,
  ZUpdateProfileRequest,
  ZUpdateRoleRequest,
  ZUpdateStatusRequest,
  ZUserListResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireAnyCaller, requireCaller } from '../../plugins/auth.ts';
import { perAccount, perIp } from '../../plugins/limits.ts';
import { editPassword } from '../../services/auth/edit-password.ts';
import {
  chooseNewEmail,
  resendEmailChangeCode,
  startEmailChange,
  verifyCurrentEmail,
  verifyNewEmail,
} from '../../services/user/change-email.ts';
import { getMe } from '../../services/user/get-me.ts';
import { inviteUser } from '../../services/user/invite-user.ts';
import { listInvitations } from '../../services/user/list-invitations.ts';
import { listUsers } from '../../services/user/list-users.ts';
import { deleteMember, updateMemberRole, updateMemberStatus } from '../../services/user/manage-members.ts';
import { roleLabels, roleOptions } from '../../services/user/roles.ts';
import { switchCompany } from '../../services/user/switch-company.ts';
import { updateProfile } from '../../services/user/update-profile.ts';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "User": profile, password and e-mail, the users of a company, switching company. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const member = requireCaller(app);
  const writer = requireCaller(app, { write: true });
  const manager = requireCaller(app, { permission: 'users.read' });
  const managerWriter = requireCaller(app, { permission: 'users.manage' });
  const byUser = (request: { caller: { userId: string } | null }) => request.caller?.userId;
  const done = (message: string) => ({ message });

  app.get(
    '/user/me',
    {
      schema: {
        tags,
        security,
        summary: 'Profil pengguna yang masuk, perusahaannya dan perannya',
        response: { 200: ZMeResponse },
      },
      preHandler: requireAnyCaller(app),
    },
    async (request) => ({ message: 'Berhasil', data: await getMe(ctx.db, callerOf(request)) }),
  );

  app.put(
    '/user/profile/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nama dan nomor handphone sendiri',
        params: z.object({ id: z.uuid() }),
        body: ZUpdateProfileRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await updateProfile(ctx.db, callerOf(request), request.params.id, request.body);
      return done('Profil berhasil disimpan.');
    },
  );

  app.post(
    '/user/edit-password',
    {
      schema: {
        tags,
        security,
        summary: 'Ganti password (dengan password saat ini)',
        body: ZEditPasswordRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [writer, perAccount(app, 10, 15, byUser)],
    },
    async (request) => {
      await editPassword(ctx, callerOf(request), request.body);
      return done('Password berhasil diubah.');
    },
  );

  const emailLimit = perAccount(app, 10, 15, byUser);
  app.post(
    '/user/edit-email/send-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah email, langkah 1: kode ke alamat saat ini',
        response: { 200: ZMessageResponse },
      },
      preHandler: [writer, emailLimit],
    },
    async (request) => {
      await startEmailChange(ctx, callerOf(request));
      return done('Kode verifikasi telah dikirim ke email Anda saat ini.');
    },
  );
  app.post(
    '/user/edit-email/verification',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah email, langkah 2: kode alamat saat ini',
        body: ZEmailCodeRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [writer, emailLimit],
    },
    async (request) => {
      await verifyCurrentEmail(ctx, callerOf(request), request.body.code);
      return done('Email saat ini terverifikasi. Masukkan alamat email baru.');
    },
  );
  app.post(
    '/user/edit-email',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah email, langkah 3: alamat baru',
        body: ZNewEmailRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [writer, emailLimit],
    },
    async (request) => {
      await chooseNewEmail(ctx, callerOf(request), request.body.email);
      return done('Kode verifikasi telah dikirim ke alamat email baru.');
    },
  );
  app.post(
    '/user/edit-email/new-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah email, langkah 4: kode alamat baru',
        body: ZEmailCodeRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: [writer, emailLimit],
    },
    async (request) => {
      await verifyNewEmail(ctx, callerOf(request), request.body.code);
      return done('Alamat email berhasil diubah.');
    },
  );
  app.post(
    '/user/edit-email/resend-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Kirim ulang kode ke alamat saat ini',
        response: { 200: ZMessageResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await resendEmailChangeCode(ctx, callerOf(request), 'current');
      return done('Kode baru telah dikirim.');
    },
  );
  app.post(
    '/user/edit-email/resend-new-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Kirim ulang kode ke alamat baru',
        response: { 200: ZMessageResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await resendEmailChangeCode(ctx, callerOf(request), 'new');
      return done('Kode baru telah dikirim.');
    },
  );

  app.get(
    '/user/list',
    {
      schema: {
        tags,
        security,
        summary: 'Daftar pengguna perusahaan (pemilik dan admin)',
        querystring: ZPageQuery.extend({ search: z.string().max(100).optional() }),
        response: { 200: ZUserListResponse },
      },
      preHandler: manager,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listUsers(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.post(
    '/user/invite',
    {
      schema: {
        tags,
        security,
        summary: 'Undang pengguna dengan peran',
        body: ZInviteUserRequest,
        response: { 201: ZMessageResponse },
      },
      preHandler: [managerWriter, perAccount(app, 30, 60, byUser), perIp(app, 60, 60)],
    },
    async (request, reply) => {
      await inviteUser(ctx, callerOf(request), request.body);
      return reply.status(201).send(done('Undangan telah dikirim.'));
    },
  );

  app.get(
    '/user/roles',
    {
      schema: { tags, security, summary: 'Daftar peran', response: { 200: ZRolesResponse } },
      preHandler: member,
    },
    async () => ({ message: 'Berhasil', data: roleOptions() }),
  );

  app.post(
    '/user/update-status',
    {
      schema: {
        tags,
        security,
        summary: 'Aktifkan atau nonaktifkan pengguna',
        body: ZUpdateStatusRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: managerWriter,
    },
    async (request) => {
      await updateMemberStatus(ctx.db, callerOf(request), request.body.user_id, request.body.status);
      return done(request.body.status === 'active' ? 'Pengguna diaktifkan.' : 'Pengguna dinonaktifkan.');
    },
  );

  app.post(
    '/user/update-role',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah peran pengguna (admin atau anggota); peran pemilik tidak dapat diubah',
        body: ZUpdateRoleRequest,
        response: { 200: ZMessageResponse },
      },
      preHandler: managerWriter,
    },
    async (request) => {
      await updateMemberRole(ctx.db, callerOf(request), request.body.user_id, request.body.role);
      return done(`Peran pengguna diubah menjadi ${roleLabels[request.body.role]}.`);
    },
  );

  app.patch(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus pengguna dari perusahaan',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZMessageResponse },
      },
      preHandler: managerWriter,
    },
    async (request) => {
      await deleteMember(ctx.db, callerOf(request), request.params.id);
      return done('Pengguna dihapus dari perusahaan.');
    },
  );

  app.get(
    '/user/invitation-histories',
    {
      schema: {
        tags,
        security,
        summary: 'Riwayat undangan',
        querystring: ZPageQuery,
        response: { 200: ZInvitationHistoryResponse },
      },
      preHandler: manager,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listInvitations(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.get(
    '/user/switch-company/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Token untuk perusahaan lain (staf internal: hanya melihat)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZRefreshTokenResponse },
      },
      preHandler: requireAnyCaller(app),
    },
    async (request) => ({
      message: 'Berhasil',
      data: await switchCompany(ctx, callerOf(request), request.params.id, request.ip),
    }),
  );
};
