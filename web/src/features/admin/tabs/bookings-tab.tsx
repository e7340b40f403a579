// The admin Bookings tab (issue 5).
export function BookingsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Bookings</p>;
}
