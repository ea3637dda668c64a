/** Dates as a German contractor reads them: the calendar day in Germany, not in UTC. */
const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });

/** The German calendar day (YYYY-MM-DD) of a moment; just after midnight the UTC day is still yesterday. */
export const germanDay = (moment: Date | string): string => berlinDay.format(new Date(moment));
