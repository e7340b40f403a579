import { isIPv6 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '#lambdas/lib/client-key';

// Per decision 012: one home connection owns an IPv6 /64, so every limit counts a /64 as one client, and
// an IPv4 address as one.

const hextet = fc.integer({ min: 0, max: 0xffff });
const hex = (value: number) => value.toString(16);

describe('clientKeyOf', () => {
  it('is the address itself for IPv4', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    for (const address of [
      '2001:db8:77:1::1',
      '2001:db8:77:1::f',
      '2001:0db8:0077:0001:0000:0000:0000:0001',
      '2001:DB8:77:1:abcd:ef01:2345:6789',
      '2001:db8:77:1:0:0:0:1%eth0',
    ]) {
      expect(clientKeyOf(address), address).toBe('2001:db8:77:1::/64');
    }
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 client', () => {
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (prefix, first, second, changed) => {
          fc.pre(!(prefix[0] === 0 && prefix[1] === 0 && prefix[2] === 0 && prefix[3] === 0));
          const one = [...prefix, ...first].map(hex).join(':');
          const two = [...prefix, ...second].map(hex).join(':');
          expect(isIPv6(one)).toBe(true);
          expect(clientKeyOf(one)).toBe(clientKeyOf(two));
          const neighbour = [...prefix];
          neighbour[changed] = (neighbour[changed]! + 1) % 0x10000;
          const elsewhere = [...neighbour, ...first].map(hex).join(':');
          expect(clientKeyOf(elsewhere)).not.toBe(clientKeyOf(one));
        },
      ),
    );
  });
});
