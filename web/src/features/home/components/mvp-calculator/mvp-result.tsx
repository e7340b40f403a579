import {
  estimateMvp,
  formatUsd,
  mvpDesigns,
  mvpFeatures,
  mvpPlatforms,
  type MvpSelection,
} from '#shared/mvp-calculator';

interface MvpResultProps {
  selection: MvpSelection;
  onGetEstimate: () => void;
  onStartOver: () => void;
  onBack: () => void;
  leadSent: boolean;
}

/** Step 5 (docs/product.md §4): the range and duration, shown only for an estimate above zero. */
export function MvpResult({
  selection,
  onGetEstimate,
  onStartOver,
  onBack,
  leadSent,
}: MvpResultProps) {
  const estimate = estimateMvp(selection);
  const features = selection.features.map((feature) => mvpFeatures[feature].label);

  return (
    <div>
      {estimate && estimate.minCost > 0 && (
        <div className="rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 p-6 text-center text-white sm:p-8">
          <p className="text-sm font-medium tracking-wide text-blue-100 uppercase">
            Estimated Investment
          </p>
          <p className="mt-2 text-3xl font-extrabold sm:text-4xl" data-testid="mvp-estimate">
            {formatUsd(estimate.minCost)} - {formatUsd(estimate.maxCost)}
          </p>
          <p className="mt-3 text-blue-100">
            Estimated Timeline:{' '}
            <span className="font-semibold text-white">{estimate.duration}</span>
          </p>
        </div>
      )}

      <dl className="mt-6 grid grid-cols-2 gap-3 text-sm">
        <SummaryItem label="Platform" value={mvpPlatforms[selection.platform].label} />
        <SummaryItem label="Design" value={mvpDesigns[selection.design].label} />
        <SummaryItem
          label="Features"
          value={features.length ? features.join(', ') : 'Core features only'}
        />
        <SummaryItem label="Timeline" value={estimate?.duration ?? ''} />
      </dl>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        A guide price in US dollars for planning. Your detailed estimate is itemised by feature and
        milestone.
      </p>

      {leadSent && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-300"
        >
          Thank you! We&apos;ll e-mail your detailed estimate within 24 hours.
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onGetEstimate}
          className="rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
        >
          Get Detailed Estimate
        </button>
        <button
          type="button"
          onClick={onStartOver}
          className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300"
        >
          Start Over
        </button>
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg px-6 py-3 font-semibold text-slate-600 hover:text-blue-700 sm:ml-auto dark:text-slate-300 dark:hover:text-blue-300"
        >
          Back
        </button>
      </div>
    </div>
  );
}

function SummaryItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}
