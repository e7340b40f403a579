import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { endianness, networkInterfaces } from 'node:os';

// Who could connect to the local stack: the kernel's own table of listening TCP sockets
// (/proc/net/tcp and tcp6), so a listener bound to every interface shows up as such even where
// this machine has no other address to try it from.

export interface Listener {
  port: number;
  /** As the kernel holds it, e.g. 127.0.0.1, 0.0.0.0, ::ffff:127.0.0.1 or :: (groups unabridged). */
  address: string;
  loopback: boolean;
}

const listening = '0A'; // TCP_LISTEN in /proc/net/tcp's st column

/** /proc writes each 32-bit word of an address in the machine's byte order. */
function addressBytes(hex: string): Buffer {
  const words = hex.match(/.{8}/g) ?? [];
  return Buffer.concat(
    words.map((word) => {
      const bytes = Buffer.from(word, 'hex');
      return endianness() === 'LE' ? bytes.reverse() : bytes;
    }),
  );
}

function describeAddress(bytes: Buffer): Omit<Listener, 'port'> {
  if (bytes.length === 4) return { address: [...bytes].join('.'), loopback: bytes[0] === 127 };
  const groups = Array.from({ length: 8 }, (_, index) => bytes.readUInt16BE(index * 2));
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) {
    return { address: `::ffff:${[...bytes.subarray(12)].join('.')}`, loopback: bytes[12] === 127 };
  }
  const loopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  return { address: groups.map((group) => group.toString(16)).join(':'), loopback };
}

/** Every listening TCP socket on one of `ports`, IPv4 and IPv6. */
export function listenersOn(ports: number[]): Listener[] {
  const wanted = new Set(ports);
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === listening)
      .map((columns) => {
        const [hexAddress = '', hexPort = ''] = (columns[1] ?? '').split(':');
        return { port: parseInt(hexPort, 16), ...describeAddress(addressBytes(hexAddress)) };
      })
      .filter((listener) => wanted.has(listener.port)),
  );
}

/** This machine's addresses other than loopback (and link-local, which needs a zone to dial). */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && !info.internal && !info.address.startsWith('fe80:'))
    .map((info) => info!.address);
}

/** How a TCP connection to address:port ends: 'connected', or the error's code. */
export function tryConnect(address: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('ETIMEDOUT');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
