// The admin Settings tab (issue 5).
export function SettingsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Settings</p>;
}
