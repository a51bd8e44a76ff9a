import { membersApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { listMembers } from '../../services/members/list-members.ts';
import { removeMember, updateMemberRole, updateMemberStatus } from '../../services/members/manage-members.ts';
import { roleLabels, roleOptions } from '../../services/members/roles.ts';
import { switchCompany } from '../../services/members/switch-company.ts';

/** The members of a company: the list, roles, status, removal, and switching to another company. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, membersApi.list, async (request) => ({
    message: 'Berhasil',
    ...(await listMembers(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(app, membersApi.roles, async () => ({ message: 'Berhasil', data: roleOptions() }));

  registerRoute(app, membersApi.updateStatus, async (request) => {
    await updateMemberStatus(ctx.db, callerOf(request), request.body.user_id, request.body.status);
    return {
      message: request.body.status === 'active' ? 'Pengguna diaktifkan.' : 'Pengguna dinonaktifkan.',
    };
  });

  registerRoute(app, membersApi.updateRole, async (request) => {
    await updateMemberRole(ctx.db, callerOf(request), request.body.user_id, request.body.role);
    return { message: `Peran pengguna diubah menjadi ${roleLabels[request.body.role]}.` };
  });

  registerRoute(app, membersApi.remove, async (request) => {
    await removeMember(ctx.db, callerOf(request), request.params.id);
    return { message: 'Pengguna dihapus dari perusahaan.' };
  });

  registerRoute(app, membersApi.switchCompany, async (request) => ({
    message: 'Berhasil',
    data: await switchCompany(ctx, callerOf(request), request.params.id, request.ip),
  }));
};
