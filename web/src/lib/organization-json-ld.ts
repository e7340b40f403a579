import type { PublicSettings, SocialLink } from '#shared/content/schemas';

// The home page's Organization JSON-LD, apart from the other builders so that the home page's
// first load carries only this one.

export function organizationJsonLd(
  settings: PublicSettings,
  socialLinks: SocialLink[],
  origin: string,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: settings.companyEmail,
    telephone: settings.supportPhone,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' },
    sameAs: socialLinks.map((link) => link.url),
  };
}
