import { isIPv4, isIPv6 } from 'node:net';

// Who is asking, for every rate limit and cap (decision 012): an IPv4 address is one client, but one
// home or phone connection is given a whole IPv6 /64 (18 quintillion addresses), so an IPv6
// client is its /64. Counting addresses let one connection take every seat of a batch.

/** The client an address belongs to: the IPv4 address, or the IPv6 /64 as `hhhh:hhhh:hhhh:hhhh::/64`. */
export function clientKeyOf(address: string): string {
  const text = address.trim().replace(/%.*$/, ''); // a zone id names an interface, not a client
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return text;
  const hextets = expandIPv6(text);
  // An IPv4 address written as IPv6 (::ffff:203.0.113.9) is that IPv4 client.
  if (hextets.slice(0, 5).every((part) => part === 0) && hextets[5] === 0xffff) {
    return [hextets[6]! >> 8, hextets[6]! & 0xff, hextets[7]! >> 8, hextets[7]! & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}
