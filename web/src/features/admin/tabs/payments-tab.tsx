// The admin Payments tab (issue 5).
export function PaymentsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Payments</p>;
}
