import { createContext, useContext, useEffect } from 'react';
import { fallbackSettings } from '#shared/content/fallback/site';
import type { ShareCardFields } from '#shared/content/share-card';
import { shareCardFileFor } from '#shared/operations/site-files';

// Each page declares its title, description, canonical path, Open Graph image and JSON-LD once.
// The prerender step collects it into the HTML head; in the browser it updates the head on
// client-side navigation.

export interface PageMetaData {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** Canonical path, e.g. '/blog/my-post'. */
  path: string;
  /**
   * What the page's share card shows besides its title and description (its og:image, drawn
   * by the site renderer: docs/decisions/018-share-cards.md), e.g. a post's category and picture.
   */
  card?: ShareCardFields;
  type?: 'website' | 'article';
  /** Schema.org objects, each written as an application/ld+json script. */
  jsonLd?: object[];
  /** True for pages search engines should not index (404). */
  noIndex?: boolean;
}

export const companyName = fallbackSettings.companyName;
/** The og:image of pages that have no card of their own (404, the browser-only routes). */
export const defaultShareImage = '/images/og-default.png';

/** The page's share card: the renderer draws one beside every page it renders. */
export function shareImagePath(meta: Pick<PageMetaData, 'path' | 'noIndex'>): string {
  return meta.noIndex ? defaultShareImage : `/${shareCardFileFor(meta.path)}`;
}

/** The card's absolute address, for og:image and the page's JSON-LD `image` alike. */
export const shareCardUrl = (origin: string, path: string) => origin + shareImagePath({ path });

/** 'Page Not Found' → 'Page Not Found | Nexora Technologies'; the home title stands alone. */
export function fullTitle(title: string): string {
  return title.includes(companyName) ? title : `${title} | ${companyName}`;
}

/** The site's origin (https://example.com): the deployed one when prerendering, else the page's. */
export const SiteOriginContext = createContext('');
export const useSiteOrigin = () => useContext(SiteOriginContext);

/** Set by the prerender step to receive the page's meta while rendering. */
export const PageMetaCollector = createContext<((meta: PageMetaData) => void) | null>(null);

export function PageMeta(meta: PageMetaData) {
  const collect = useContext(PageMetaCollector);
  collect?.(meta);

  const { title, description, path, type, noIndex } = meta;
  const jsonLd = JSON.stringify(meta.jsonLd ?? []);
  useEffect(() => {
    const origin = window.location.origin;
    document.title = fullTitle(title);
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noIndex ? 'noindex' : 'index, follow');
    setMeta('property', 'og:title', fullTitle(title));
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:url', origin + path);
    setMeta('property', 'og:image', origin + shareImagePath({ path, noIndex }));
    setCanonical(origin + path);
    setJsonLd(jsonLd);
  }, [title, description, path, type, noIndex, jsonLd]);
  return null;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

function setJsonLd(json: string) {
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) {
    script.remove();
  }
  for (const item of JSON.parse(json) as object[]) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(item);
    document.head.append(script);
  }
}
