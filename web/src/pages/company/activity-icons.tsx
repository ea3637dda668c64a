import type { ReactElement } from 'react';
import type { TActivityIcon } from '../../../../schemas/api/company';
import { activityIconChoices, activityIconPaths } from './activity-icon-set';

/** The SVG of an activity icon, as Cloudscape's Icon and Select take custom icons. */
export const activityIconSvg = (icon: TActivityIcon): ReactElement => (
  <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
    <path
      d={activityIconPaths[icon]}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The picker's options: every icon drawn, with its German name. */
export const activityIconOptions = activityIconChoices.map(({ icon, label }) => ({
  value: icon,
  label,
  iconSvg: activityIconSvg(icon),
}));
