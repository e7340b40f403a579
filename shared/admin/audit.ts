import * as z from 'zod';

// The audit trail (decision 022): who changed what, when, from what to what. The server writes a
// record with every admin write, in the same transaction where the write is one; the Activity
// section and `GET /api/admin/audit` read them. Nothing edits or deletes one.

/** What was done. A write's action comes from its route; the rest are events of their own. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'refund',
  'decline',
  'revoke',
  'complete',
  'export',
  'download',
  'invite',
  'roles',
  'disable',
  'enable',
  'sign-in',
  'sign-in-failed',
  'two-step-on',
  'two-step-off',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  refund: 'Refunded',
  decline: 'Declined',
  revoke: 'Revoked',
  complete: 'Completed',
  export: 'Exported',
  download: 'Downloaded',
  invite: 'Invited',
  roles: 'Changed roles',
  disable: 'Disabled',
  enable: 'Re-enabled',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'two-step-on': 'Turned on two-step sign-in',
  'two-step-off': 'Turned off two-step sign-in',
};

/** One field of one record: money and settings in full, a long text as a note that it changed. */
export interface AuditChange {
  /** `status`, or `enrollment.status` when one write changed several kinds of record. */
  field: string;
  before?: unknown;
  after?: unknown;
  /** Said instead of the values, e.g. "changed (long text)". */
  note?: string;
}

export interface AuditActor {
  /** The person's Cognito id (`sub`); `system` for what no person did. */
  sub: string;
  email?: string;
}

export interface AuditRecord {
  id: string;
  /** ISO time of the change. */
  at: string;
  actor: AuditActor;
  /** The kind of record changed: `course`, `payment`, `settings`, `staff`, … */
  kind: string;
  /** Its id (a course id, a payment's merchant transaction id, a staff member's e-mail). */
  recordId: string;
  action: AuditAction;
  /** The admin route that made the change, e.g. `PUT /api/admin/courses/{id}`. */
  route?: string;
  changes: AuditChange[];
  /** A line of context where the fields do not say it (the CSV exported, the reason). */
  note?: string;
}

/** Records are kept for 8 years, the GST record-keeping period, then expired by TTL. */
export const auditRetentionYears = 8;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give dates as YYYY-MM-DD.');

/** `GET /api/admin/audit`: filters, paging and `format=csv` for the whole filtered list. */
export const auditListQuery = z.object({
  /** An e-mail or a Cognito id; matched exactly, case-insensitively for e-mails. */
  person: z.string().trim().max(200).optional(),
  kind: z.string().trim().max(60).optional(),
  action: z.enum(auditActions).optional(),
  /** Days in IST, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(1000).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
