import { FileText } from 'lucide-react';

/** The GST invoice of an enrollment, where one was issued; opens its PDF in a new tab. */
export function InvoiceLink({ url, learner }: { url?: string; learner: string }) {
  if (!url) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Invoice for ${learner} (opens in a new tab)`}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-400 dark:hover:bg-slate-800"
    >
      <FileText className="size-4" aria-hidden />
      Invoice
    </a>
  );
}
