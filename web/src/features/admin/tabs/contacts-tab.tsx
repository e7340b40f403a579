// The admin Contacts tab (issue 5).
export function ContactsTab() {
  return <p className="text-slate-600 dark:text-slate-300">Contacts</p>;
}
