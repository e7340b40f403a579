import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, AuditActor } from '#shared/admin/audit';

// Who is changing things, for the audit trail (decision 022): createApiHandler runs every admin
// write route inside a scope naming the person and the action, and the table client records
// each write made inside it. Code that writes never passes the person along itself.

export interface AuditScope {
  actor: AuditActor;
  action: AuditAction;
  /** The route key, e.g. `POST /api/admin/payments/{merchantTransactionId}/refund`. */
  route: string;
}

const scopes = new AsyncLocalStorage<AuditScope>();

export function runInAuditScope<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

export function currentAuditScope(): AuditScope | undefined {
  return scopes.getStore();
}

/** The sub-actions an admin route names as its last segment, and what the trail calls them. */
const namedActions: Record<string, AuditAction> = {
  refund: 'refund',
  decline: 'decline',
  revoke: 'revoke',
  completions: 'complete',
  disable: 'disable',
  enable: 'enable',
};

/**
 * What an admin route does, for its writes' records; undefined for a read (GET), which writes
 * nothing a person changed and records its exports and downloads itself.
 */
export function auditActionOfRoute(routeKey: string): AuditAction | undefined {
  const [method = '', path = ''] = routeKey.split(' ');
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  if (method === 'DELETE') return 'delete';
  const last = path.split('/').at(-1) ?? '';
  const named = namedActions[last];
  if (named) return named;
  if (method === 'POST' && !last.startsWith('{')) return 'create';
  return 'update';
}

/** The person as the trail names them: their id, and their e-mail when the token has one. */
export function auditActorOf(person: { sub: string; email?: string }): AuditActor {
  return { sub: person.sub, ...(person.email ? { email: person.email } : {}) };
}

/** A list's filters as a record's note: `status=paid, q=asha`, or that there were none. */
export function filtersNote(filter: Record<string, unknown>): string {
  const given = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return given.length
    ? `Filters: ${given.map(([name, value]) => `${name}=${String(value)}`).join(', ')}`
    : 'No filters';
}
