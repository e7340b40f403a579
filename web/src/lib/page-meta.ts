import { useEffect } from 'react';
import { fallbackSettings } from '../../../shared/content/fallback/site';

/** 'Page Not Found' → 'Page Not Found | Nexora Technologies'. */
export function pageTitle(page: string): string {
  return `${page} | ${fallbackSettings.companyName}`;
}

/**
 * Sets the document title and meta description while a page is shown, and restores the
 * previous ones when it goes, so client-side navigation never leaves a stale title behind.
 */
export function usePageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;

    document.title = title;
    if (meta && description !== undefined) meta.content = description;

    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
