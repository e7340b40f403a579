import type { PaymentSettingsView } from '#shared/admin/settings';
import { DetailList } from '#web/features/admin/kit/detail-list';

/** PhonePe's configuration, read-only: it lives in Secrets Manager (locally .env), not here. */
export function PaymentConfigPanel({ payment }: { payment: PaymentSettingsView | null }) {
  return (
    <section
      aria-labelledby="payment-config-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id="payment-config-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        Payment Configuration
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
        Read-only. Keys are kept in the server’s secret store; secrets show only their last four
        characters.
      </p>
      {payment ? (
        <DetailList
          entries={[
            ['Provider', payment.provider],
            ...(payment.apiVersion === 'v1'
              ? ([
                  ['Merchant ID', payment.merchantId],
                  ['Salt key', payment.saltKey],
                  ['Salt index', String(payment.saltIndex)],
                ] as [string, string][])
              : ([
                  ['Client ID', payment.clientId],
                  ['Client version', String(payment.clientVersion)],
                  ['Client secret', payment.clientSecret],
                  ['Webhook username', payment.webhookUsername],
                  ['Webhook password', payment.webhookPassword],
                ] as [string, string][])),
            ['Environment', payment.environment],
            ['API', `PhonePe PG ${payment.apiVersion} · ${payment.baseUrl}`],
            ['GST rate', `${payment.gstRatePercent}%`],
          ]}
        />
      ) : (
        <p role="status" className="text-sm text-red-700 dark:text-red-400">
          The payment configuration could not be read. Check the PhonePe secret (docs/deploy.md).
        </p>
      )}
    </section>
  );
}
