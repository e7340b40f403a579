// Button looks shared by the admin tabs.

const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700`,
  secondary: `${base} border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  danger: `${base} bg-red-600 px-4 py-2 text-sm text-white hover:bg-red-700`,
  /** Small text-like actions inside table rows. */
  rowAction: `${base} rounded-md px-2 py-1 text-sm text-blue-700 hover:bg-blue-50 dark:text-blue-400 dark:hover:bg-slate-800`,
  rowDanger: `${base} rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800`,
} as const;
