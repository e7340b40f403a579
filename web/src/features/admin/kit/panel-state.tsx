import { ErrorAlert } from '#web/components/error-alert';

/**
 * The state line of a panel that loads and saves (a batch's schedule, its roster): the error,
 * what the last save did, or that it is still loading.
 */
export function PanelState({
  error,
  notice,
  loading,
}: {
  error: string;
  notice: string;
  loading: boolean;
}) {
  return (
    <>
      <ErrorAlert message={error} />
      {notice && (
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {notice}
        </p>
      )}
      {loading && !error && <p role="status">Loading...</p>}
    </>
  );
}
