/** German texts of the maps (web/src/components/map). */
export const mapTexts = {
  map: {
    /**
     * MapLibre's own UI strings (its `locale` option), by MapLibre's keys: the control buttons' labels
     * that screen readers announce and the popups' close button.
     */
    controls: {
      'Map.Title': 'Karte',
      'Marker.Title': 'Markierung',
      'Popup.Close': 'Schließen',
      'NavigationControl.ZoomIn': 'Vergrößern',
      'NavigationControl.ZoomOut': 'Verkleinern',
      'NavigationControl.ResetBearing': 'Ziehen zum Drehen, klicken für Norden oben',
      'AttributionControl.ToggleAttribution': 'Quellenangabe ein- oder ausblenden',
      'AttributionControl.MapFeedback': 'Rückmeldung zur Karte',
      'FullscreenControl.Enter': 'Vollbild',
      'FullscreenControl.Exit': 'Vollbild beenden',
      'GeolocateControl.FindMyLocation': 'Meinen Standort zeigen',
      'GeolocateControl.LocationNotAvailable': 'Standort nicht verfügbar',
      'LogoControl.Title': 'MapLibre-Logo',
      'CooperativeGesturesHandler.WindowsHelpText': 'Strg + Mausrad zum Zoomen der Karte',
      'CooperativeGesturesHandler.MacHelpText': '⌘ + Mausrad zum Zoomen der Karte',
      'CooperativeGesturesHandler.MobileHelpText': 'Mit zwei Fingern verschiebst du die Karte',
    },
    /** When the browser cannot draw the map (no WebGL): the lists beside the map still work. */
    unavailable: 'Die Karte kann in diesem Browser nicht angezeigt werden.',
    /** The map editor's buttons (web/src/components/map/map-editor.tsx). */
    editor: {
      draw: 'Zeichnen',
      edit: 'Punkte verschieben',
      undo: 'Rückgängig',
      clear: 'Neu zeichnen',
      hintLine:
        'Tippe Punkt für Punkt auf die Karte; tippe den letzten Punkt noch einmal, um die Strecke abzuschließen.',
      hintPolygon: 'Tippe die Ecken auf die Karte; tippe den ersten Punkt noch einmal, um die Fläche zu schließen.',
      hintPoint: 'Tippe auf die Karte, um den Punkt zu setzen.',
      measure: 'Gemessen',
      hole: 'Aussparung zeichnen',
      hintHole: 'Tippe die Ecken der Aussparung ins Feld; tippe den ersten Punkt noch einmal, um sie zu schließen.',
      holeOutside: 'Die Aussparung muss ganz im Feld liegen und darf keine andere Aussparung berühren.',
    },
  },
} as const;
