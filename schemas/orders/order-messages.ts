import { orderRuleMessages } from '../messages';

// A leaf (it reads only the spec's texts): the error catalogue quotes it without loading the order's schemas.
/** application.md §5 'Order rules' texts (kept once, in schemas/messages.ts), and ours in the same voice. */
export const orderMessages = {
  employeeRequired: orderRuleMessages.employeeRequired,
  serviceRequired: orderRuleMessages.serviceRequired,
  endAfterStart: orderRuleMessages.endBeforeStart,
  tooManyCustomers: orderRuleMessages.tooManyCustomers,
  // wording ours
  name: 'Bitte gib einen Namen für den Auftrag ein.',
  plannedStart: 'Bitte gib den geplanten Beginn ein.',
  notAssignable: 'Dieser Auftrag ist schon begonnen und kann nicht mehr zugewiesen werden.',
  notChangeable: 'Dieser Auftrag ist abgeschlossen und kann nicht mehr geändert werden.',
  notTrashable: 'Ein begonnener Auftrag kann nicht gelöscht werden.',
  notArchivable: 'Nur erledigte oder abgerechnete Aufträge können archiviert werden.',
  notOnShelf: 'Dieser Auftrag liegt nicht im Papierkorb oder im Archiv.',
} as const;
