import { adminEnrollmentListQuery } from '#shared/admin/sales-enrollments';
import { adminPaymentListQuery, adminRefundRequest } from '#shared/admin/sales-payments';
import { requireAdmin, type AdminIdentity } from '#lambdas/lib/admin-auth';
import { auditActorOf, filtersNote } from '#lambdas/lib/audit-scope';
import { recordAuditEvent } from '#lambdas/data/audit-trail';
import { csvAttachment } from '#lambdas/lib/csv';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  parsePathParameters,
  parseQuery,
  pathParameter,
  type ApiEvent,
  type RouteTable,
} from '#lambdas/lib/http';
import { enrollmentCsv, enrollmentPage } from '../sales/enrollment-list';
import { paymentCsv, paymentPage } from '../sales/payment-list';
import { declineRefund, refundPayment } from '../sales/refund-payment';
import { adminRefundDeclineBody } from '#shared/learning/refund-requests';
import { adminWaitingListEntryParams } from '#shared/admin/batch-waiting-lists';
import { adminWaitingList, removeFromWaitingList } from '../waiting-list-staff';

// The admin Enrollments and Payments tabs (docs/architecture.md §4, docs/product.md §12): lists with search, filters, paging
// and `?format=csv`, and the refund of a payment through PhonePe.

/** A CSV export goes into the audit trail: who took which rows (decision 022). */
function recordExport(
  event: ApiEvent,
  admin: AdminIdentity,
  kind: string,
  filter: Record<string, unknown>,
) {
  return recordAuditEvent({
    actor: auditActorOf(admin),
    kind,
    recordId: 'csv',
    action: 'export',
    route: event.routeKey,
    note: filtersNote(filter),
  });
}

export const routes: RouteTable = {
  /** A batch's waiting list and open offers (decision 025): sales', and finance may read it. */
  'GET /api/admin/courses/{id}/batches/{batchId}/waiting-list': async (event) => {
    requireAdmin(event);
    return ok(await adminWaitingList(pathParameter(event, 'id'), pathParameter(event, 'batchId')));
  },
  /** Staff take someone off a batch's waiting list; an open offer's seat goes to the next. */
  'DELETE /api/admin/courses/{id}/batches/{batchId}/waiting-list/{entryId}': async (event) => {
    requireAdmin(event);
    const { entryId } = parsePathParameters(event, adminWaitingListEntryParams);
    return ok(
      await removeFromWaitingList(
        pathParameter(event, 'id'),
        pathParameter(event, 'batchId'),
        entryId,
      ),
    );
  },

  'GET /api/admin/enrollments': async (event) => {
    const admin = requireAdmin(event);
    const { format, limit, cursor, ...filter } = parseQuery(event, adminEnrollmentListQuery);
    if (format === 'csv') {
      const csv = await enrollmentCsv(filter);
      await recordExport(event, admin, 'enrollment', filter);
      return csvAttachment('enrollments', csv);
    }
    return ok(await enrollmentPage(filter, { limit, cursor }));
  },
  'GET /api/admin/payments': async (event) => {
    const admin = requireAdmin(event);
    const { format, limit, cursor, ...filter } = parseQuery(event, adminPaymentListQuery);
    if (format === 'csv') {
      const csv = await paymentCsv(filter);
      await recordExport(event, admin, 'payment', filter);
      return csvAttachment('payments', csv);
    }
    return ok(await paymentPage(filter, { limit, cursor }));
  },
  'POST /api/admin/payments/{merchantTransactionId}/refund': async (event) => {
    const admin = requireAdmin(event);
    const merchantTransactionId = pathParameter(event, 'merchantTransactionId');
    const { reason } = parseJsonBody(event, adminRefundRequest);
    return ok(
      await refundPayment(merchantTransactionId, { reason, refundedBy: admin.email ?? admin.sub }),
    );
  },
  'POST /api/admin/payments/{merchantTransactionId}/refund-request/decline': async (event) => {
    const admin = requireAdmin(event);
    const merchantTransactionId = pathParameter(event, 'merchantTransactionId');
    const { message } = parseJsonBody(event, adminRefundDeclineBody);
    return ok(
      await declineRefund(merchantTransactionId, { message, decidedBy: admin.email ?? admin.sub }),
    );
  },
};

export const handler = createApiHandler(routes);
