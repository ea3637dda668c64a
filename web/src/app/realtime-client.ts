import { CONNECT_TOKEN_QUERY, type TChangeEvent, ZChangeEvent } from '../../../schemas/api/realtime';

/** Backoff for reconnecting: 1 s, 2 s, 4 s, ... capped at 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** The change events in one WebSocket message (a single event or a list); anything else is ignored. */
export const parseChangeMessage = (data: unknown): TChangeEvent[] => {
  if (typeof data !== 'string') return [];
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return [];
  }
  const candidates = Array.isArray(json) ? json : [json];
  return candidates.flatMap((candidate) => {
    const parsed = ZChangeEvent.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
};

type Options = {
  wsUrl: string;
  getToken: (forceRefresh: boolean) => Promise<string | null>;
  onEvents: (events: TChangeEvent[]) => void;
  /** After a reconnect: events may have been missed. */
  onReconnected: () => void;
};

/**
 * Keeps a WebSocket `${wsUrl}?token=<idToken>` open: reconnects with backoff and fetches a fresh
 * token for every new connection. Returns a function that closes it for good.
 */
export const connectChanges = ({ wsUrl, getToken, onEvents, onReconnected }: Options): (() => void) => {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let timer: number | undefined;
  let everOpened = false;
  let lastFailedBeforeOpen = false;

  const schedule = () => {
    if (stopped) return;
    timer = window.setTimeout(open, reconnectDelay(attempt));
    attempt += 1;
  };

  const open = async () => {
    if (stopped) return;
    // A connection refused before it opened may be an expired token: ask for a new one.
    const token = await getToken(lastFailedBeforeOpen).catch(() => null);
    if (stopped) return;
    if (!token) return schedule();
    const separator = wsUrl.includes('?') ? '&' : '?';
    const current = new WebSocket(`${wsUrl}${separator}${CONNECT_TOKEN_QUERY}=${encodeURIComponent(token)}`);
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      lastFailedBeforeOpen = false;
      if (everOpened) onReconnected();
      everOpened = true;
    };
    current.onmessage = (message) => {
      const events = parseChangeMessage(message.data);
      if (events.length > 0) onEvents(events);
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      lastFailedBeforeOpen = !opened;
      schedule();
    };
  };

  void open();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    socket?.close();
  };
};
