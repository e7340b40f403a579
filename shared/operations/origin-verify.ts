// The header CloudFront adds to every /api/* request it forwards (infra/constructs/site.ts) with
// a secret value the API checks (lambdas/lib/origin-verify.ts), so only CloudFront is answered.
export const originVerifyHeader = 'x-origin-verify';
