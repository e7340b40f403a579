import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { useState } from 'react';
import {
  adminPaymentMessages,
  type AdminPaymentRow,
  type AdminRefundRequest,
  type AdminRefundResponse,
} from '#shared/admin/sales-payments';
import { errorMessage } from '#web/lib/api-client';
import { adminPost } from '#web/features/admin/kit/admin-api';
import { askText, confirmAction } from '#web/features/admin/kit/dialogs';

export function refundPayment(merchantTransactionId: string, request: AdminRefundRequest = {}) {
  return adminPost<AdminRefundResponse>(
    withPathParameters(apiPaths.adminPaymentRefund, { merchantTransactionId }),
    request,
  );
}

export interface RefundResult {
  ok: boolean;
  message: string;
}

/**
 * The Refund action: asks first (the browser's confirm, then the reason), refunds through the
 * API, updates the row in place and keeps what happened, or why not, to show above the list.
 */
export function useRefund(
  setItems: (update: (items: AdminPaymentRow[]) => AdminPaymentRow[]) => void,
) {
  const [busyId, setBusyId] = useState<string>();
  const [result, setResult] = useState<RefundResult>();

  async function refund(payment: AdminPaymentRow) {
    if (!confirmAction(adminPaymentMessages.refundConfirm)) return;
    const reason = askText(adminPaymentMessages.refundReasonPrompt);
    if (reason === null) return;
    setBusyId(payment.merchantTransactionId);
    setResult(undefined);
    try {
      const answer = await refundPayment(payment.merchantTransactionId, { reason });
      setItems((items) =>
        items.map((item) =>
          item.merchantTransactionId === payment.merchantTransactionId ? answer.payment : item,
        ),
      );
      setResult({ ok: answer.outcome !== 'FAILED', message: answer.message });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, adminPaymentMessages.refundFailed) });
    } finally {
      setBusyId(undefined);
    }
  }

  return { busyId, result, refund };
}
