/**
 * The activity (order or internal work) the signed-in employee is running, for the 'Arbeitstag beenden'
 * logout dialog (application.md §4 'Logout dialogs'). Running activities come with the time-tracking
 * issue; until then there is never one, and the plain confirm 'Willst du dich wirklich abmelden?' shows.
 */
export type RunningActivity = {
  /** Stops the activity; 'Beenden und Abmelden' signs out after it resolved. */
  stop: () => Promise<void>;
};

export const useRunningActivity = (): RunningActivity | null => null;
