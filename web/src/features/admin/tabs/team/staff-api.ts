import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { StaffInvite, StaffListResponse, StaffMember, StaffPolicy } from '#shared/admin/staff';
import type { StaffRole } from '#shared/admin/staff-roles';
import { adminGet, adminPost, adminPut } from '../../kit/admin-api';

// The Team section's calls (docs/admin.md).

export const fetchStaff = () => adminGet<StaffListResponse>(apiPaths.adminStaff);

export const inviteStaff = (invite: StaffInvite) =>
  adminPost<StaffMember>(apiPaths.adminStaff, invite);

export const changeStaffRoles = (username: string, roles: StaffRole[]) =>
  adminPut<StaffMember>(withPathParameters(apiPaths.adminStaffMember, { username }), { roles });

export const disableStaff = (username: string) =>
  adminPost<StaffMember>(withPathParameters(apiPaths.adminStaffDisable, { username }), {});

export const enableStaff = (username: string) =>
  adminPost<StaffMember>(withPathParameters(apiPaths.adminStaffEnable, { username }), {});

export const fetchStaffPolicy = () => adminGet<StaffPolicy>(apiPaths.adminStaffPolicy);

export const saveStaffPolicy = (policy: StaffPolicy) =>
  adminPut<StaffPolicy>(apiPaths.adminStaffPolicy, policy);
