import { activityIcons, type TActivityIcon } from '../../../../schemas/api/company';
import { de } from '../../i18n/de';

/**
 * Our own small line icons for activity presets (Cloudscape has no tractor or coffee cup): 16 px grid,
 * drawn in the current text colour so they follow the theme and the disabled state.
 */
export const activityIconPaths: Record<TActivityIcon, string> = {
  work: 'M2 5.5h12v8H2z M6 5.5v-2h4v2 M2 9h12',
  build: 'M13.5 4.5a3 3 0 0 1-4 3l-5 5.5-2-2 5.5-5a3 3 0 0 1 3-4l-1.5 1.5.5 1.5 1.5.5z',
  coffee:
    'M2.5 6.5h8v3.5a3.5 3.5 0 0 1-3.5 3.5h-1a3.5 3.5 0 0 1-3.5-3.5z M10.5 7.5h1a1.5 1.5 0 0 1 0 3h-1 M5 2v2 M8 2v2',
  desk: 'M1.5 2.5h13v8.5h-13z M8 11v3 M5 14h6',
  tractor:
    'M2.5 9V4.5h4.5l1 4 M8 8.5h5.5v3 M5 8.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6z M12.5 11.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  truck:
    'M1.5 3.5h8.5v8h-8.5z M10 6.5h3l1.5 2.5v2.5h-4.5 M4 11a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z M12 11a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  fuel: 'M2.5 14V2.5h6.5V14 M1.5 14h8.5 M2.5 6.5h6.5 M9 5h1.5l2 2v4.5a1 1 0 0 0 2 0V5.5l-1.5-1.5',
  wash: 'M8 1.5S3.5 6.8 3.5 9.8a4.5 4.5 0 0 0 9 0C12.5 6.8 8 1.5 8 1.5z',
  field: 'M8 14V7 M8 9.5C8 7 6 5.5 3 5.5c0 2.5 2 4 5 4z M8 7.5c0-2.5 2-4 5-4 0 2.5-2 4-5 4z M2 14h12',
  car: 'M1.5 11.5v-3l2-4h9l2 4v3z M1.5 8.5h13 M4.5 11.5v2 M11.5 11.5v2',
  meeting:
    'M5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z M11 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z M1.5 13.5a3.5 3.5 0 0 1 7 0 M7.5 13.5a3.5 3.5 0 0 1 7 0',
  waiting: 'M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z M8 4.5V8l2.5 1.5',
};

export const activityIconLabel = (icon: TActivityIcon): string => de.settings.activityIcons[icon];

/** The picker's choices in the set's order: every icon with its German name. */
export const activityIconChoices = activityIcons.map((icon) => ({ icon, label: activityIconLabel(icon) }));
