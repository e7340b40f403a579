// The admin Dashboard tab (issue 5).
export function DashboardTab() {
  return <p className="text-slate-600 dark:text-slate-300">Dashboard</p>;
}
