import { readFileSync } from 'node:fs';

/**
 * Where TCP ports listen on this machine, read from Linux's socket tables (/proc/net/tcp, tcp6): the
 * proof that the local services are reachable from this machine only.
 */
const LISTEN_STATE = '0A';

/** /proc writes an IPv4 address as one little-endian 32-bit word in hex. */
const ipv4 = (hex: string): string =>
  (hex.match(/../g) ?? [])
    .reverse()
    .map((byte) => Number.parseInt(byte, 16))
    .join('.');

/** ... and an IPv6 address as four such words; rendered in the usual short forms for the cases that occur. */
const ipv6 = (hex: string): string => {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => (word.match(/../g) ?? []).reverse());
  const value = bytes.join('').toLowerCase();
  if (value === '0'.repeat(32)) return '::';
  if (value === `${'0'.repeat(31)}1`) return '::1';
  if (value.startsWith(`${'0'.repeat(20)}ffff`)) return `::ffff:${ipv4(bytes.slice(12).reverse().join(''))}`;
  return (value.match(/.{4}/g) ?? []).join(':');
};

const listenersIn = (file: string, address: (hex: string) => string): { address: string; port: number }[] => {
  let table: string;
  try {
    table = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === LISTEN_STATE && fields[1])
    .map((fields) => {
      const [hexAddress = '', hexPort = ''] = (fields[1] ?? '').split(':');
      return { address: address(hexAddress), port: Number.parseInt(hexPort, 16) };
    });
};

/** The addresses a TCP port listens on (IPv4 and IPv6), e.g. ['127.0.0.1'] or ['::'] for every interface. */
export const listeningAddresses = (port: number): string[] =>
  [...listenersIn('/proc/net/tcp', ipv4), ...listenersIn('/proc/net/tcp6', ipv6)]
    .filter((listener) => listener.port === port)
    .map((listener) => listener.address);

export const isLoopbackAddress = (address: string): boolean => address === '::1' || /^(::ffff:)?127\./.test(address);
