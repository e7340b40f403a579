import { isIP, isIPv4 } from 'node:net';

// Where the local stack listens (HOST, docs/local-stack.md). It serves every sign-in code, the
// outbox and the admin's tables to whoever can connect, so it listens on loopback unless told
// otherwise; what only the stack's own process calls (DynamoDB Local, the learner identity
// stand-in) stays on loopback whatever HOST says.

export const loopback = '127.0.0.1';

const wildcards = new Set(['0.0.0.0', '::']);

/** True for an address only this machine can reach: 127.0.0.0/8 or ::1. */
export function isLoopback(host: string): boolean {
  const address = host.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  return isIPv4(address) ? address.startsWith('127.') : address === '::1';
}

/** The address this machine's own clients reach a listener bound to `host` at. */
export function reachableAddress(host: string): string {
  return wildcards.has(host) ? loopback : host;
}

/** `http://host:port` for a listener bound to `host`. */
export function httpUrl(host: string, port: number): string {
  const address = reachableAddress(host);
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
}

/** The site's address in links and mails: `localhost`, as the docs name it, when that reaches it. */
export function siteUrl(host: string, port: number): string {
  return reachableAddress(host) === loopback ? `http://localhost:${port}` : httpUrl(host, port);
}

/** What to warn of when the stack listens beyond loopback; undefined when it does not. */
export function exposureWarning(host: string): string | undefined {
  if (isLoopback(host)) return undefined;
  return (
    `HOST=${host}: the site, the API, cognito-local, the local S3 and the PhonePe sandbox ` +
    'listen beyond this machine. Anyone on the network can read every sign-in code and mail ' +
    'at /dev/outbox and call the admin API with the seeded admin. Leave HOST unset (127.0.0.1) ' +
    'unless this network is yours alone.'
  );
}
