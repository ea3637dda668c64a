import { tz } from '@date-fns/tz';
import { addHours, getUnixTime, startOfHour } from 'date-fns';

/** Counted in UTC clock hours: the same windows on every server, and no hour that happens twice. */
const inUtc = tz('UTC');

/** The clock hour an event falls in (the window of a rate counter), and when its counter may be deleted. */
export const rateWindow = (now: Date): { window: string; ttl: number } => {
  const start = startOfHour(now, { in: inUtc });
  return { window: String(getUnixTime(start)), ttl: getUnixTime(addHours(start, 2)) };
};

/**
 * Limits per client, beside those per address (issue 25 point 5): one client asking for reset mails to
 * many addresses, or trying tokens of reset and sign-up links, is held back as well. A client is the
 * source address API Gateway saw; an office behind one address stays far below these.
 */
export const MAX_RESET_REQUESTS_PER_CLIENT_PER_HOUR = 30;
/** Wrong, expired or used-up link tokens (password reset, invitation sign-up) one client may try per hour. */
export const MAX_FAILED_TOKEN_CHECKS_PER_CLIENT_PER_HOUR = 20;

/** '::' expanded: the eight groups of an IPv6 address, without leading zeros. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const known = [...split(head), ...split(tail ?? '')];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - known.length }, () => '0');
  return [...split(head), ...zeros, ...split(tail ?? '')].map((group) => group.replace(/^0+(?=.)/, ''));
};

/**
 * The client a limit counts: an IPv4 address as it is; an IPv6 address by its /64 network, since one
 * client holds a whole /64 and could otherwise take a fresh address for every attempt.
 */
export const clientOf = (sourceIp: string | undefined): string => {
  const address = (sourceIp ?? '')
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (address === '') return 'unknown';
  if (!address.includes(':')) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
};
