import type { PropertyFilterProps } from '@cloudscape-design/components/property-filter';

/**
 * The property filter's texts, all written out: the Cloudscape German messages say 'Ist gleich' where
 * we say 'gleich', and a table must not fall back to English when it is shown outside the I18nProvider.
 */
const propertyFilter = {
  filteringAriaLabel: 'Filtern',
  filteringPlaceholder: 'Filtern',
  dismissAriaLabel: 'Schließen',
  clearAriaLabel: 'Eingabe löschen',
  groupValuesText: 'Werte',
  groupPropertiesText: 'Eigenschaften',
  operatorsText: 'Operatoren',
  operationAndText: 'und',
  operationOrText: 'oder',
  operatorLessText: 'kleiner als',
  operatorLessOrEqualText: 'kleiner oder gleich',
  operatorGreaterText: 'größer als',
  operatorGreaterOrEqualText: 'größer oder gleich',
  operatorContainsText: 'enthält',
  operatorDoesNotContainText: 'enthält nicht',
  operatorEqualsText: 'gleich',
  operatorDoesNotEqualText: 'ungleich',
  operatorStartsWithText: 'beginnt mit',
  operatorDoesNotStartWithText: 'beginnt nicht mit',
  editTokenHeader: 'Filter bearbeiten',
  propertyText: 'Eigenschaft',
  operatorText: 'Operator',
  valueText: 'Wert',
  cancelActionText: 'Abbrechen',
  applyActionText: 'Anwenden',
  allPropertiesLabel: 'Alle Eigenschaften',
  tokenLimitShowMore: 'Mehr anzeigen',
  tokenLimitShowFewer: 'Weniger anzeigen',
  clearFiltersText: 'Filter löschen',
  tokenOperatorAriaLabel: 'Verknüpfung',
  removeTokenButtonAriaLabel: (token) => `Filter entfernen: ${token.propertyLabel} ${token.value}`,
  enteredTextLabel: (text) => `Verwenden: „${text}“`,
  groupEditAriaLabel: (group) => `Filtergruppe bearbeiten: ${group.tokens.map((t) => t.value).join(', ')}`,
  tokenEditorTokenActionsAriaLabel: (token) => `Filteraktionen: ${token.propertyLabel} ${token.value}`,
  tokenEditorTokenRemoveAriaLabel: (token) => `Filter entfernen: ${token.propertyLabel} ${token.value}`,
  tokenEditorTokenRemoveLabel: 'Filter entfernen',
  tokenEditorTokenRemoveFromGroupLabel: 'Filter aus Gruppe entfernen',
  tokenEditorAddNewTokenLabel: 'Neuen Filter hinzufügen',
  tokenEditorAddTokenActionsAriaLabel: 'Filteraktionen hinzufügen',
  tokenEditorAddExistingTokenAriaLabel: (token) => `Filter ${token.propertyLabel} ${token.value} zur Gruppe hinzufügen`,
  tokenEditorAddExistingTokenLabel: (token) => `Filter ${token.propertyLabel} ${token.value} hinzufügen`,
} satisfies PropertyFilterProps.I18nStrings;

/** German texts: the shared master-data list (web/src/components/entity-table). */
export const tablesTexts = {
  entityTable: {
    loading: 'Wird geladen …',
    filterPlaceholder: 'Filtern',
    filterAriaLabel: 'Liste filtern',
    matches: (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`),
    propertyFilter,
    noMatchTitle: 'Keine Treffer',
    noMatchText: 'Kein Eintrag passt zu deinem Filter.',
    clearFilter: 'Filter löschen',
    csvExport: 'CSV exportieren',
    empty: '–',
    preferences: {
      title: 'Ansicht anpassen',
      confirm: 'Übernehmen',
      cancel: 'Abbrechen',
      close: 'Schließen',
      pageSizeTitle: 'Einträge pro Seite',
      pageSize: (n: number) => `${n} Einträge`,
      wrapLines: 'Zeilen umbrechen',
      wrapLinesDescription: 'Lange Texte in mehreren Zeilen anzeigen',
      columnsTitle: 'Spalten',
      columnsDescription: 'Spalten ein- und ausblenden und per Ziehen anordnen.',
      columnFilterPlaceholder: 'Spalten filtern',
      columnFilterAriaLabel: 'Spalten filtern',
      columnFilterCount: (n: number) => (n === 1 ? '1 Spalte' : `${n} Spalten`),
      columnFilterNoMatch: 'Keine Spalte gefunden',
      columnFilterClear: 'Filter löschen',
      dragHandle: 'Ziehpunkt',
      dragHandleDescription:
        'Mit Leertaste oder Eingabetaste aufnehmen, mit den Pfeiltasten verschieben, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
      dndStarted: (position: number, total: number) => `Spalte aufgenommen an Position ${position} von ${total}`,
      dndReordered: (from: number, to: number, total: number) =>
        from === to ? `Zurück an Position ${from} von ${total}` : `Verschoben auf Position ${to} von ${total}`,
      dndCommitted: (from: number, to: number, total: number) =>
        from === to
          ? `Spalte an Position ${from} von ${total} gelassen`
          : `Spalte von Position ${from} auf Position ${to} von ${total} verschoben`,
      dndDiscarded: 'Verschieben abgebrochen',
    },
  },
} as const;
