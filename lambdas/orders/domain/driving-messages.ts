/** Texts of the driver's day the spec does not word (ours, in its voice: du-form, 'Bitte ...'). */
export const drivingMessages = {
  customerRequired: 'Bitte wähle einen Kunden aus.',
  machineVariant: 'Bitte wähle eine Variante dieser Maschine aus.',
  article: 'Bitte wähle einen Artikel aus.',
  articleVariant: 'Bitte wähle eine Variante dieses Artikels aus.',
  /** The protocol line of an interrupted run (end of the day), followed by the driver's note. */
  interrupted: 'Arbeit unterbrochen',
} as const;
