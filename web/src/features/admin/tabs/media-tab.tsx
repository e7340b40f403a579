// The admin Media tab (issue 5).
export function MediaTab() {
  return <p className="text-slate-600 dark:text-slate-300">Media</p>;
}
