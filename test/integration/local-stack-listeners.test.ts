import { describe, expect, inject, it } from 'vitest';
import { listenersOn, networkAddresses, tryConnect } from '../support/listeners';

// The local stack serves every sign-in code (/dev/outbox) and an admin whose password is in the
// docs, so nothing of it may listen beyond this machine unless HOST says so (docs/local-stack.md).

const ports = inject('listeningPorts');

describe('the local stack', () => {
  it('listens on loopback only: the site, DynamoDB Local, cognito-local, S3, the two sandboxes, the learner pool', () => {
    const listeners = listenersOn(ports);

    // Seven servers (the PhonePe and IRP sandboxes among them): one listener each, none of them
    // reachable but from this machine.
    expect(ports).toHaveLength(7);
    expect(new Set(listeners.map((listener) => listener.port))).toEqual(new Set(ports));
    expect(listeners.filter((listener) => !listener.loopback)).toEqual([]);
  });

  it("refuses connections to this machine's network addresses and answers on loopback", async () => {
    const outside = networkAddresses().flatMap((address) =>
      ports.map(async (port) => `${address} ${port}: ${await tryConnect(address, port)}`),
    );
    const inside = ports.map(async (port) => `${port}: ${await tryConnect('127.0.0.1', port)}`);

    for (const answer of await Promise.all(outside)) expect(answer).toMatch(/: ECONNREFUSED$/);
    for (const answer of await Promise.all(inside)) expect(answer).toMatch(/: connected$/);
  });
});
