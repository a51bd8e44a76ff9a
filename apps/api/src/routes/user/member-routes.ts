import { userApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { listUsers } from '../../services/user/list-users.ts';
import { deleteMember, updateMemberRole, updateMemberStatus } from '../../services/user/manage-members.ts';
import { roleLabels, roleOptions } from '../../services/user/roles.ts';
import { switchCompany } from '../../services/user/switch-company.ts';

/** The members of a company: the list, roles, status, removal, and switching to another company. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, userApi.list, async (request) => ({
    message: 'Berhasil',
    ...(await listUsers(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(app, userApi.roles, async () => ({ message: 'Berhasil', data: roleOptions() }));

  registerRoute(app, userApi.updateStatus, async (request) => {
    await updateMemberStatus(ctx.db, callerOf(request), request.body.user_id, request.body.status);
    return {
      message: request.body.status === 'active' ? 'Pengguna diaktifkan.' : 'Pengguna dinonaktifkan.',
    };
  });

  registerRoute(app, userApi.updateRole, async (request) => {
    await updateMemberRole(ctx.db, callerOf(request), request.body.user_id, request.body.role);
    return { message: `Peran pengguna diubah menjadi ${roleLabels[request.body.role]}.` };
  });

  registerRoute(app, userApi.remove, async (request) => {
    await deleteMember(ctx.db, callerOf(request), request.params.id);
    return { message: 'Pengguna dihapus dari perusahaan.' };
  });

  registerRoute(app, userApi.switchCompany, async (request) => ({
    message: 'Berhasil',
    data: await switchCompany(ctx, callerOf(request), request.params.id, request.ip),
  }));
};
