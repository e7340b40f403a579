// The admin Case Studies tab (issue 5).
export function CaseStudiesTab() {
  return <p className="text-slate-600 dark:text-slate-300">Case Studies</p>;
}
