import { routeAudience, type RouteMethod } from '../auth/staff-access';

/**
 * In place of a part of a shared page that is another role's (decision 021): who it is for,
 * said as a section of another role says it, and nothing requested.
 */
export function PartForOthers({
  part,
  method,
  path,
}: {
  /** What the part is, as the start of a sentence: 'The roster'. */
  part: string;
  /** The route the part calls, whose roles the matrix lists. */
  method: RouteMethod;
  path: string;
}) {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {part} is for {routeAudience(method, path)}. Ask an owner for access.
    </p>
  );
}
