import type { SiteSettings } from '#shared/content/schemas';
import { fallbackSettings } from '#shared/content/fallback/site';
import { getSiteSettings } from './site-content';

/** The company's name, e-mail and phone for mail: the stored settings, else the seed values. */
export async function companySettings(): Promise<SiteSettings> {
  return (await getSiteSettings()) ?? fallbackSettings;
}
