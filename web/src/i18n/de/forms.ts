/** Texts of the form fields shared by every form (web/src/forms). */
export const formTexts = {
  forms: {
    none: '– keine Angabe –',
    choose: 'Bitte wählen',
    datePlaceholder: 'TT.MM.JJJJ',
    dateHint: 'Format: TT.MM.JJJJ',
    timePlaceholder: 'HH:MM',
    openCalendar: 'Kalender öffnen',
    closeCalendar: 'Kalender schließen',
    calendar: 'Kalender',
    today: 'Heute',
    nextMonth: 'Nächster Monat',
    previousMonth: 'Vorheriger Monat',
    fixErrors: 'Bitte überprüfe deine Eingaben.',
  },
} as const;
