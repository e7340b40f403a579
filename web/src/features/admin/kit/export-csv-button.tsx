import { Download } from 'lucide-react';
import { useState } from 'react';
import { salesExportLabels } from '#shared/admin/sales';
import { errorMessage } from '#web/lib/api-client';
import { adminDownload, type AdminQuery } from './admin-api';
import { buttonClass } from './buttons';
import { alertFailure } from './dialogs';

/**
 * 'Export CSV': every row matching the tab's search and filters (the list's own query with
 * `format=csv`), downloaded with the token. Enrollments, Payments and Activity use it.
 */
export function ExportCsvButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: AdminQuery;
  fallbackName: string;
}) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await adminDownload(path, { ...query, format: 'csv' }, fallbackName);
    } catch (error) {
      void alertFailure(errorMessage(error, 'Failed to export CSV'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void exportCsv()}
      disabled={exporting}
      className={buttonClass.secondary}
    >
      <Download className="size-4" aria-hidden />
      {exporting ? salesExportLabels.busy : salesExportLabels.button}
    </button>
  );
}
