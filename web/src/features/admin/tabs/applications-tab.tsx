// The admin Job Applications tab (issue 5).
export function ApplicationsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Job Applications</p>;
}
