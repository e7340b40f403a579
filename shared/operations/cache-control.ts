// What browsers and CloudFront may cache, one set of values for the cloud (the site bucket's
// objects: infra/constructs/site.ts, lambdas/publishing/renderer/s3-page-store.ts) and the local site
// server (scripts/local/site-server.ts), so both behave alike.

export const cacheControl = {
  /** Files under /assets/ carry their content hash in the name: never changed, kept a year. */
  hashedAssets: 'public, max-age=31536000, immutable',
  /** Pages, the app shell, runtime-config.json and the rest: revalidated on every visit. */
  revalidated: 'no-cache',
  /**
   * Share cards (og/*.png, docs/decisions/018-share-cards.md): an hour in browsers and link
   * previews; CloudFront's copy is invalidated whenever the renderer draws one again.
   */
  shareCards: 'public, max-age=3600',
} as const;

/**
 * What CloudFront compresses (its "file types that CloudFront compresses", by Content-Type), and
 * only from 1,000 bytes: smaller bodies gain nothing from it.
 */
export const compressibleTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
  'image/x-icon',
] as const;

export const minCompressedBytes = 1000;
