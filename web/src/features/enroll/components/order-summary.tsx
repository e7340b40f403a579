import type { OrderSummary as Summary, SummaryLine } from '../order-summary-lines';
import { StepPanel } from './step-panel';

const lineStyles: Record<SummaryLine['kind'], string> = {
  amount: 'text-slate-700 dark:text-slate-300',
  struck: 'text-slate-600 dark:text-slate-400',
  discount: 'text-green-700 dark:text-green-400',
  'tax-part': 'pl-3 text-xs text-slate-600 dark:text-slate-400',
  total:
    'mt-2 border-t border-slate-200 pt-3 text-base font-bold text-slate-900 dark:border-slate-700 dark:text-white',
};

/** docs/product.md §2 step 4's Order Summary: a preview, the server prices the order again. */
export function OrderSummary({ summary }: { summary: Summary }) {
  return (
    <StepPanel titleId="order-summary-title" title="Order Summary" tone="grey">
      <dl className="mt-4 space-y-2 border-b border-slate-200 pb-4 text-sm dark:border-slate-700">
        {summary.details.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-lines">
        {summary.lines.map((line) => (
          <div key={line.label} className={`flex justify-between gap-4 ${lineStyles[line.kind]}`}>
            <dt>{line.label}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums">
              {line.kind === 'struck' ? <s>{line.value}</s> : line.value}
            </dd>
          </div>
        ))}
      </dl>
      {!summary.taxSplitKnown && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          GST is shown as CGST + SGST or IGST, by your state, on your tax invoice.
        </p>
      )}
    </StepPanel>
  );
}
