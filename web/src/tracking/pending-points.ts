/**
 * The track points still on the phone, sent on request: the stop wizard proposes the covered area from
 * the order's track on the server (issue 13 point 5), and the recorder sends only every 30 s. The shell's
 * tracking registers how to send them; the wizard asks before it loads its proposal, and waits at most a
 * few seconds, so a phone without network still stops (the points follow with the stop).
 */
let sender: (() => Promise<unknown>) | null = null;

/** Registers the running tracking's sender; the returned function takes it back. */
export const registerPendingPointsSender = (send: () => Promise<unknown>) => {
  sender = send;
  return () => {
    if (sender === send) sender = null;
  };
};

/** The longest the wizard waits for the points to leave before it asks anyway. */
export const PENDING_POINTS_WAIT_MS = 3000;

export const sendPendingPoints = (waitMs = PENDING_POINTS_WAIT_MS): Promise<void> => {
  const send = sender;
  if (!send) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const sent = send().then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([sent, waited]).finally(() => clearTimeout(timer));
};
