/**
 * Projects and the farmer's orders progress link (area 36 of the platform's LW_ codes, issue 15). A dead
 * public link answers the share-link module's LW_404_33_0001; these are the office's cases. Wording ours.
 */
export const progressErrors = {
  // Revoking a progress link that is not one of the company's.
  LW_404_36_0001: { status: 404, message: 'Dieser Link wurde nicht gefunden.' },
  // The summary of a project that is not one of the company's.
  LW_404_36_0002: { status: 404, message: 'Dieses Projekt wurde nicht gefunden.' },
  // A project number another project of the company already has.
  LW_409_36_0001: { status: 409, message: 'Diese Projektnummer ist bereits vergeben.' },
} as const;
