import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../lib/router';
import { paths } from './paths';

interface Props {
  children: ReactNode;
  /** Called before a retry, e.g. to forget failed reads. */
  onRetry?: () => void;
}

/**
 * Around every page: a loading state while its code or content loads, and a friendly message
 * with Try Again when loading fails, while header and footer stay usable.
 */
export function PageBoundary({ children, onRetry }: Props) {
  return (
    <PageErrorBoundary onRetry={onRetry}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading...</span>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-blue-600 border-t-transparent" />
    </div>
  );
}

class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A page failed to load', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400" role="alert">
          {this.state.error.message || 'This page could not be loaded.'}
        </p>
        <div className="mt-8 flex gap-3">
          <button
            type="button"
            onClick={this.retry}
            className="rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white hover:bg-blue-700"
          >
            Try Again
          </button>
          <Link
            to={paths.home}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold dark:border-slate-600"
          >
            Back to Home
          </Link>
        </div>
      </section>
    );
  }
}
