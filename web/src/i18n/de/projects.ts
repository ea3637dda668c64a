/** Texts of projects (issue 15): the list, the form, the details with their orders and totals. */
export const projectTexts = {
  create: 'Projekt anlegen',
  emptyTitle: 'Noch keine Projekte',
  emptyText: 'Fasse Aufträge eines Vorhabens zu einem Projekt zusammen, um Stunden und Beträge gemeinsam zu sehen.',
  number: 'Projektnummer',
  customer: 'Kunde',
  noCustomer: 'Ohne Kunde',
  description: 'Beschreibung',
  firstDay: 'Beginn',
  lastDay: 'Ende',
  period: 'Zeitraum',
  orders: 'Aufträge',
  noOrders: 'Noch nennt kein Auftrag dieses Projekt.',
  ordersCount: (n: number) => (n === 1 ? '1 Auftrag' : `${n} Aufträge`),
  status: 'Status',
  plannedStart: 'Geplanter Beginn',
  hours: 'Stunden',
  net: 'Betrag (netto)',
  billedNet: 'Abgerechnet (netto)',
  chart: 'Betrag je Status',
  chartMonths: 'Betrag je Monat',
  chartEmpty: 'Noch kein Betrag',
  // The order form's select.
  project: 'Projekt',
  noProject: 'Kein Projekt',
} as const;

export const projectPageTitles = {
  projects: 'Projekte',
  projectCreate: 'Projekt anlegen',
  projectDetails: 'Projekt',
  projectEdit: 'Projekt bearbeiten',
} as const;
