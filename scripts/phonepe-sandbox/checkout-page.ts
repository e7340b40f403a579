import { formatInr } from '#shared/checkout/money';
import { readBody, redirectTo, sendHtml } from './http-io';
import { parseOutcome, type SandboxOrder } from './orders';
import { applyOutcome } from './outcomes';
import type { SandboxRoute } from './sandbox-context';

// The sandbox's stand-in for PhonePe's pay page: merchant, amount and three buttons labelled
// exactly Success, Failure and Pending. Each posts back here; the sandbox records the outcome,
// sends the webhook and sends the browser (303) to the order's redirectUrl, adding nothing to it.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3effa;color:#1d1530}
  main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
  .badge{display:inline-block;padding:.15rem .6rem;border-radius:.5rem;background:#5f259f;color:#fff;font-size:.8rem;letter-spacing:.02em}
  .card{margin-top:1rem;padding:1.25rem;border-radius:1rem;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.08)}
  h1{margin:.25rem 0 0;font-size:1.25rem}
  .amount{margin:.75rem 0 .25rem;font-size:2rem;font-weight:700}
  .muted{color:#5b5170;font-size:.875rem;word-break:break-all}
  form{display:grid;gap:.75rem;margin-top:1.25rem}
  button,a.button{display:block;width:100%;min-height:3rem;border:0;border-radius:.75rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:.75rem;cursor:pointer}
  button:focus-visible,a.button:focus-visible{outline:3px solid #1d1530;outline-offset:2px}
  .success{background:#1b7f3b;color:#fff}.failure{background:#b3261e;color:#fff}.pending{background:#e8e0f5;color:#1d1530}
  a.button{background:#5f259f;color:#fff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PhonePe sandbox</title>
<style>${styles}</style>
</head>
<body><main>
<span class="badge">PhonePe sandbox · test payment, no money moves</span>
${body}
</main></body>
</html>`;
}

function checkoutPage(order: SandboxOrder, merchantName: string): string {
  const id = escapeHtml(order.merchantTransactionId);
  const action = `/checkout/${encodeURIComponent(order.merchantTransactionId)}`;
  const settled = order.state !== 'PENDING';
  const choices = settled
    ? `<p>This payment is already ${order.state.toLowerCase()}.</p>
<a class="button" href="${escapeHtml(order.redirectUrl)}">Back to ${escapeHtml(merchantName)}</a>`
    : `<form method="post" action="${escapeHtml(action)}">
<button class="success" type="submit" name="outcome" value="SUCCESS">Success</button>
<button class="failure" type="submit" name="outcome" value="FAILURE">Failure</button>
<button class="pending" type="submit" name="outcome" value="PENDING">Pending</button>
</form>`;
  return page(
    `Pay ${merchantName}`,
    `<section class="card" aria-labelledby="merchant">
<p class="muted">Paying</p>
<h1 id="merchant">${escapeHtml(merchantName)}</h1>
<p class="amount">${escapeHtml(formatInr(order.amount))}</p>
<p class="muted">Order ${id}${order.outcome === 'PENDING' ? ' · marked pending' : ''}</p>
${choices}
</section>`,
  );
}

const notFoundPage = () =>
  page(
    'Payment not found',
    '<section class="card"><h1>Payment not found</h1><p>No order with this id.</p></section>',
  );

const showCheckout: SandboxRoute = {
  method: 'GET',
  path: /^\/checkout\/([^/]+)$/,
  async handle(context, _request, response, [id = '']) {
    const order = context.orders.find(id);
    if (!order) return sendHtml(response, 404, notFoundPage());
    sendHtml(response, 200, checkoutPage(order, context.options.merchantName));
  },
};

const chooseOutcome: SandboxRoute = {
  method: 'POST',
  path: /^\/checkout\/([^/]+)$/,
  async handle(context, request, response, [id = '']) {
    const order = context.orders.find(id);
    if (!order) return sendHtml(response, 404, notFoundPage());
    const outcome = parseOutcome(new URLSearchParams(await readBody(request)).get('outcome'));
    if (!outcome) {
      return sendHtml(response, 400, checkoutPage(order, context.options.merchantName));
    }
    const result = await applyOutcome(context, order, outcome);
    if (!result.ok) {
      return sendHtml(response, 409, checkoutPage(order, context.options.merchantName));
    }
    redirectTo(response, order.redirectUrl);
  },
};

export const checkoutPageRoutes: SandboxRoute[] = [showCheckout, chooseOutcome];
