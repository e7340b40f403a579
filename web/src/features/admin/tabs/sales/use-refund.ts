import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { useState } from 'react';
import {
  adminPaymentMessages,
  adminRefundRequest,
  type AdminPaymentRow,
  type AdminRefundRequest,
  type AdminRefundResponse,
} from '#shared/admin/sales-payments';
import {
  adminRefundDeclineBody,
  refundRequestMessages,
  type AdminRefundDeclineBody,
} from '#shared/learning/refund-requests';
import { errorMessage } from '#web/lib/api-client';
import { adminPost } from '#web/features/admin/kit/admin-api';
import { askText, checkWith } from '#web/features/admin/kit/dialogs';

const refundRequestPrompts = {
  declineTitle: 'Decline the refund request?',
  declineMessage:
    'Why is the refund declined? The learner is e-mailed this message and sees it in My Learning:',
  declineFailed: 'Failed to decline the refund request',
};

export function refundPayment(merchantTransactionId: string, request: AdminRefundRequest = {}) {
  return adminPost<AdminRefundResponse>(
    withPathParameters(apiPaths.adminPaymentRefund, { merchantTransactionId }),
    request,
  );
}

function declineRefundRequest(merchantTransactionId: string, body: AdminRefundDeclineBody) {
  return adminPost<AdminPaymentRow>(
    withPathParameters(apiPaths.adminRefundDecline, { merchantTransactionId }),
    body,
  );
}

export interface RefundResult {
  ok: boolean;
  message: string;
  /**
   * The payment it is about, and the status the row had when it was said: once the row moves
   * on (a refund pending settles), the message no longer describes it and is not shown.
   */
  about?: { merchantTransactionId: string; status: AdminPaymentRow['status'] };
}

/** The message while it still describes the row it is about. */
export function currentRefundResult(
  result: RefundResult | undefined,
  rows: AdminPaymentRow[],
): RefundResult | undefined {
  if (!result?.about) return result;
  const { merchantTransactionId, status } = result.about;
  const row = rows.find((item) => item.merchantTransactionId === merchantTransactionId);
  return row && row.status !== status ? undefined : result;
}

/**
 * The Refund action (which also approves a learner's waiting request) and the Decline of one:
 * asks first (our dialog, with the reason checked as the server checks it), refunds through the
 * API, updates the row in place and keeps what happened, or why not, to show above the list.
 */
export function useRefund(
  setItems: (update: (items: AdminPaymentRow[]) => AdminPaymentRow[]) => void,
) {
  const [busyId, setBusyId] = useState<string>();
  const [result, setResult] = useState<RefundResult>();

  /** Puts the server's row in place of the loaded one. */
  const replaceRow = (row: AdminPaymentRow) =>
    setItems((items) =>
      items.map((item) => (item.merchantTransactionId === row.merchantTransactionId ? row : item)),
    );

  /** Runs one payment's call once the admin answered, keeping what happened, or why not. */
  async function act(payment: AdminPaymentRow, call: () => Promise<RefundResult>, failed: string) {
    setBusyId(payment.merchantTransactionId);
    setResult(undefined);
    try {
      setResult(await call());
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, failed) });
    } finally {
      setBusyId(undefined);
    }
  }

  async function refund(payment: AdminPaymentRow) {
    const reason = await askText({
      title: adminPaymentMessages.refundConfirm,
      label: adminPaymentMessages.refundReasonPrompt,
      // Decision 016: the refund revokes a completed learner's certificate.
      description: adminPaymentMessages.refundRevokesCertificate,
      confirmLabel: 'Refund',
      danger: true,
      check: checkWith(adminRefundRequest, 'reason'),
    });
    if (reason === null) return;
    await act(
      payment,
      async () => {
        const answer = await refundPayment(payment.merchantTransactionId, { reason });
        replaceRow(answer.payment);
        return {
          ok: answer.outcome !== 'FAILED',
          message: answer.message,
          about: {
            merchantTransactionId: answer.payment.merchantTransactionId,
            status: answer.payment.status,
          },
        };
      },
      adminPaymentMessages.refundFailed,
    );
  }

  /** Declines a learner's waiting request, asking for the message the learner is mailed. */
  async function decline(payment: AdminPaymentRow) {
    const message = await askText({
      title: refundRequestPrompts.declineTitle,
      label: refundRequestPrompts.declineMessage,
      confirmLabel: 'Decline',
      danger: true,
      check: checkWith(adminRefundDeclineBody, 'message'),
    });
    if (message === null) return;
    await act(
      payment,
      async () => {
        replaceRow(await declineRefundRequest(payment.merchantTransactionId, { message }));
        return { ok: true, message: refundRequestMessages.declined };
      },
      refundRequestPrompts.declineFailed,
    );
  }

  return { busyId, result, refund, decline };
}
