/** An error the admin must read (the server's message), announced when it appears. */
export function ErrorAlert({ message, className = '' }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      {message}
    </p>
  );
}
