import { viewerAddressHeader } from '#lambdas/lib/rate-limit';

// The public forms are rate limited per visitor address (lambdas/lib/rate-limit.ts), which the
// handlers read from `x-viewer-address`, the header CloudFront sets to the viewer's IP. The local
// adapter passes headers through as CloudFront would hand them on, so the bench sends a fresh
// address with every request: the load looks like many visitors, and the figures measure the
// handler rather than the 429 path.

export { viewerAddressHeader };

/** Hands out a new private IPv4 address per call (16 million before one repeats). */
export function visitorAddresses(): () => string {
  let visitor = 0;
  return () => {
    visitor = (visitor + 1) % 0xffffff;
    return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
}
