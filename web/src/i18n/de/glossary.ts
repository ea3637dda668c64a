/**
 * The one glossary of UI terms (issue 10 'Consistent words'). Texts use these words; glossary.test.ts
 * scans every German text of the i18n files and the literals of the pages for the banned variants below.
 */
export const glossary = {
  email: 'E-Mail',
  emailAddress: 'E-Mail-Adresse',
  /** Three different things are set up in three places; each page says which (the menu entry stays 'Einstellungen', §2). */
  globalSettings: 'Globale Einstellungen',
  customerSettings: 'Kundeneinstellungen',
  supplierSettings: 'Lieferanteneinstellungen',
  /** The phone's overflow menu of the top navigation (help, news, user menu). */
  moreFunctions: 'Weitere Funktionen',
} as const;

export type BannedVariant = { variant: RegExp; use: string };

/** English words users must not see; German words that English shares ('Status', 'Name', 'Details') stay. */
const englishWords = [
  'Edit',
  'Delete',
  'Save',
  'Cancel',
  'Loading',
  'Settings',
  'Search',
  'Actions',
  'Submit',
  'Close',
  'Back',
  'Next',
  'Previous',
  'Create',
  'Remove',
  'Error',
  'Success',
  'Warning',
  'Yes',
  'Required',
  'Select',
  'Logout',
  'Login',
];

export const bannedVariants: readonly BannedVariant[] = [
  { variant: /\bEmail\b/, use: glossary.email },
  { variant: /\bE-mail\b|\be-mail\b|\beMail\b|\bEMail\b/, use: glossary.email },
  ...englishWords.map((word) => ({ variant: new RegExp(`\\b${word}\\b`), use: 'das deutsche Wort' })),
  // Dates are asked and shown the German way (issue 10 'German dates').
  { variant: /JJJJ\/MM\/TT|YYYY/, use: 'TT.MM.JJJJ' },
];

/** A colour code inside a text: users see colours by their German name (masterdata colors, color-names.ts). */
export const hexColorInText: BannedVariant = { variant: /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/, use: 'den Farbnamen' };
