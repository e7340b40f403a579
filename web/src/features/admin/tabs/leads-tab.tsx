// The admin MVP Leads tab (issue 5).
export function LeadsTab() {
  return <p className="text-slate-600 dark:text-slate-300">MVP Leads</p>;
}
