// The admin Job Postings tab (issue 5).
export function JobsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Job Postings</p>;
}
