import { RefreshCw } from 'lucide-react';
import { buttonClass } from './buttons';

/** 'Refresh' of an admin list or the dashboard: loads again, its icon turning meanwhile. */
export function RefreshButton({
  onRefresh,
  refreshing = false,
}: {
  onRefresh: () => void;
  refreshing?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={refreshing}
      className={buttonClass.secondary}
    >
      <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
      Refresh
    </button>
  );
}
