// The admin Enrollments tab (issue 5).
export function EnrollmentsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Enrollments</p>;
}
