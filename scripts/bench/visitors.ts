// The public forms and checkout are limited per client (lambdas/lib/rate-limit.ts), and the site
// server tells the handlers the address a request's connection came from, as CloudFront tells
// them the viewer's (decision 004); a header the caller sends is ignored. So the bench's every
// request is a visitor of its own: a new connection from a loopback address of its own (Linux
// answers the whole of 127.0.0.0/8 on loopback), and the figures measure the handler rather than
// the 429 path. The load never leaves this machine.

const perSecondOctet = 256;
const perLastOctet = 254; // 1–254: no .0 or .255

/** Hands out a new loopback address other than 127.0.0.1 per call (16 million before one repeats). */
export function visitorAddresses(): () => string {
  let visitor = 0;
  return () => {
    visitor = (visitor + 1) % (254 * perSecondOctet * perLastOctet);
    const last = 1 + (visitor % perLastOctet);
    const third = Math.floor(visitor / perLastOctet) % perSecondOctet;
    const second = 1 + Math.floor(visitor / (perLastOctet * perSecondOctet));
    return `127.${second}.${third}.${last}`;
  };
}
