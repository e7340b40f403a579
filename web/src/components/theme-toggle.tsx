import { MoonIcon, SunIcon } from './icons';
import { currentTheme, setTheme } from '../lib/theme';
import { useTheme } from '../lib/use-theme';

interface ThemeToggleProps {
  className?: string;
  /** Shows the target theme as text beside the icon (the mobile menu). */
  withLabel?: boolean;
  testId?: string;
}

export function ThemeToggle({ className = '', withLabel = false, testId }: ThemeToggleProps) {
  // Unknown (null) while prerendering; the icons and text below switch by CSS instead, so the
  // button never shows the wrong state before hydration.
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      className={`inline-flex items-center gap-2 rounded-lg p-2 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${className}`}
    >
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
      {withLabel && (
        <span className="text-sm font-medium">
          <span className="dark:hidden">Dark theme</span>
          <span className="hidden dark:inline">Light theme</span>
        </span>
      )}
    </button>
  );
}
