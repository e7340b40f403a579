import { auditListQuery } from '#shared/admin/audit';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { auditActorOf } from '#lambdas/lib/audit-scope';
import { csvAttachment } from '#lambdas/lib/csv';
import { createApiHandler, ok, parseQuery, type RouteTable } from '#lambdas/lib/http';
import { listAllAuditRecords, listAuditPage } from '#lambdas/data/audit-list';
import { recordAuditEvent } from '#lambdas/data/audit-trail';
import { auditCsv, auditExportNote } from '../audit-trail-export';

// The owner's Activity section (decision 022, docs/admin.md): the audit trail, one page as JSON
// or all of it as CSV. It is only ever read: no route changes or deletes a record.

export const routes: RouteTable = {
  'GET /api/admin/audit': async (event) => {
    const admin = requireAdmin(event);
    const { format, limit, cursor, ...filter } = parseQuery(event, auditListQuery);
    if (format === 'json') return ok(await listAuditPage(filter, { limit, cursor }));
    const records = await listAllAuditRecords(filter);
    // Made first (a file too big is refused), recorded before it is answered: an export the
    // trail does not show cannot happen.
    const download = csvAttachment('activity', auditCsv(records));
    await recordAuditEvent({
      actor: auditActorOf(admin),
      kind: 'audit',
      recordId: 'csv',
      action: 'export',
      route: event.routeKey,
      note: auditExportNote(filter, records.length),
    });
    return download;
  },
};

export const handler = createApiHandler(routes);
