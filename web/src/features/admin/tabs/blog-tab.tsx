// The admin Blog Posts tab (issue 5).
export function BlogTab() {
  return <p className="text-slate-600 dark:text-slate-300">Blog Posts</p>;
}
