import type { AuditActor } from '#shared/admin/audit';
import {
  staffInvite,
  staffPolicy,
  staffRolesUpdate,
  type OwnTwoStepResponse,
  type StaffListResponse,
} from '#shared/admin/staff';
import * as apiPaths from '#shared/api/api-paths';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { auditActorOf } from '#lambdas/lib/audit-scope';
import {
  created,
  createApiHandler,
  ok,
  parseJsonBody,
  pathParameter,
  type ApiEvent,
  type RouteTable,
} from '#lambdas/lib/http';
import {
  changeStaffPolicy,
  changeStaffRoles,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  reportOwnTwoStep,
  staffPolicy as currentStaffPolicy,
} from '../staff-accounts';

// The Team section (docs/admin.md): staff, their roles and the two-step policy, the owner's
// alone; and everyone's report that their own two-step sign-in changed (decision 021).

/** Who is acting, as the audit trail names them. */
const actorOf = (event: ApiEvent): AuditActor => auditActorOf(requireAdmin(event));

export const routes: RouteTable = {
  [`GET ${apiPaths.adminStaff}`]: async (event) => {
    requireAdmin(event);
    const body: StaffListResponse = { items: await listStaff() };
    return ok(body);
  },

  [`POST ${apiPaths.adminStaff}`]: async (event) => {
    const actor = actorOf(event);
    return created(await inviteStaff(parseJsonBody(event, staffInvite), actor));
  },

  [`PUT ${apiPaths.adminStaffMember}`]: async (event) => {
    const actor = actorOf(event);
    const { roles } = parseJsonBody(event, staffRolesUpdate);
    return ok(await changeStaffRoles(pathParameter(event, 'username'), roles, actor));
  },

  [`POST ${apiPaths.adminStaffDisable}`]: async (event) => {
    const actor = actorOf(event);
    return ok(await disableStaff(pathParameter(event, 'username'), actor));
  },

  [`POST ${apiPaths.adminStaffEnable}`]: async (event) => {
    const actor = actorOf(event);
    return ok(await enableStaff(pathParameter(event, 'username'), actor));
  },

  [`GET ${apiPaths.adminStaffPolicy}`]: async (event) => {
    requireAdmin(event);
    return ok(await currentStaffPolicy());
  },

  [`PUT ${apiPaths.adminStaffPolicy}`]: async (event) => {
    const actor = actorOf(event);
    return ok(await changeStaffPolicy(parseJsonBody(event, staffPolicy), actor));
  },

  [`POST ${apiPaths.adminOwnTwoStep}`]: async (event) => {
    const actor = actorOf(event);
    const body: OwnTwoStepResponse = await reportOwnTwoStep(actor);
    return ok(body);
  },
};

export const handler = createApiHandler(routes);
