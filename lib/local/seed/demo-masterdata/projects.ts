import type * as z from 'zod';
import type { ZProjectInput } from '../../../../schemas/masterdata/project';
import type { DemoRecord } from './shared';
import { HUSUM } from './shared';

/** The demo project: the maize silage for the Thomsen farm's biogas plant; two demo orders name it. */
export const DEMO_PROJECT_ID = 'demo-project-maissilage-thomsen';

export const projects: DemoRecord[] = (
  [
    [
      DEMO_PROJECT_ID,
      {
        name: 'Maissilage Biogas Thomsen',
        number: 'P-2026-01',
        customerId: 'demo-customer-10001',
        description: 'Häckseln und Abfahren des Silomaises für die Biogasanlage, Silo an der Hofstelle.',
        operatingUnitIds: [HUSUM],
      },
    ],
  ] satisfies [string, z.input<typeof ZProjectInput>][]
).map(([id, input]) => ({ kind: 'project', id, input }));
