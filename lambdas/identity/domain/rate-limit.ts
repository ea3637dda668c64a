/** The clock hour an event falls in (the window of a rate counter), and when its counter may be deleted. */
export const rateWindow = (now: Date): { window: string; ttl: number } => {
  const start = Math.floor(now.getTime() / 3_600_000) * 3600;
  return { window: String(start), ttl: start + 2 * 3600 };
};
