import type { ReactNode } from 'react';
import { useStaffAccess, type RouteMethod } from '#web/features/admin/auth/staff-access';
import { PartForOthers } from '#web/features/admin/kit/part-for-others';

/**
 * A part of a course's or batch's page shown to the roles the matrix gives the route it calls,
 * and to the others a line saying who it is for (decision 021).
 */
export function RolePart({
  part,
  method,
  path,
  children,
}: {
  /** What the part is, as the start of a sentence: 'The roster'. */
  part: string;
  method: RouteMethod;
  path: string;
  children: ReactNode;
}) {
  const { may } = useStaffAccess();
  return may(method, path) ? children : <PartForOthers part={part} method={method} path={path} />;
}
