import * as apiPaths from '#shared/api/api-paths';
import { useEffect, useState } from 'react';
import type { SettingsResponse } from '#shared/admin/settings';
import { errorMessage } from '#web/lib/api-client';
import { adminGet } from '../kit/admin-api';
import { TabHeading } from '../kit/tab-heading';
import { PaymentConfigPanel } from './operations/payment-config-panel';
import { SettingsForm } from './operations/settings-form';
import { ErrorAlert } from '#web/components/error-alert';

const loadFailed = 'Failed to load settings. Please try again.';

/** Settings (docs/product.md §2, §12): the site's settings, saved and used by the site and invoices. */
export function SettingsTab() {
  const [loaded, setLoaded] = useState<SettingsResponse>();
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    adminGet<SettingsResponse>(apiPaths.adminSettings).then(
      (answer) => current && setLoaded(answer),
      (caught: unknown) => current && setError(errorMessage(caught, loadFailed)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <div>
      <TabHeading
        title="Settings"
        description="Company details the website, e-mails and GST invoices use."
      />
      <ErrorAlert message={error} />
      {!loaded && !error && (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          Loading...
        </p>
      )}
      {loaded && (
        <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
          <SettingsForm initial={loaded.settings} onSaved={setLoaded} />
          <PaymentConfigPanel payment={loaded.payment} />
        </div>
      )}
    </div>
  );
}
