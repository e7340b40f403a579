// The admin Courses tab (issue 5).
export function CoursesTab() {
  return <p className="text-slate-600 dark:text-slate-300">Courses</p>;
}
