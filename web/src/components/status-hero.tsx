import { CircleAlert, CircleCheck, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  loading: {
    icon: LoaderCircle,
    style: 'bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  },
  success: {
    icon: CircleCheck,
    style: 'bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300',
  },
  pending: {
    icon: Clock,
    style: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  },
  failed: {
    icon: CircleAlert,
    style: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  },
} as const;

interface StatusHeroProps {
  tone: keyof typeof tones;
  title: string;
  /** Instead of the tone's own icon (a verified badge, say). */
  icon?: LucideIcon;
  children?: ReactNode;
}

/**
 * The top of a page that says how something turned out (a payment, a certificate's check): its
 * icon, its one <h1> and what happened.
 */
export function StatusHero({ tone, title, icon, children }: StatusHeroProps) {
  const { icon: toneIcon, style } = tones[tone];
  const Icon = icon ?? toneIcon;
  return (
    <div className="text-center">
      <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${style}`}>
        <Icon
          className={`size-9 ${tone === 'loading' ? 'animate-spin motion-reduce:animate-none' : ''}`}
          aria-hidden="true"
        />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {children && <div className="mt-3 text-slate-600 dark:text-slate-400">{children}</div>}
    </div>
  );
}
