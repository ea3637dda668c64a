/**
 * Structures service codes (application.md §8 'Service error codes', services.md §8 table), prefix FCPA_.
 * Texts given by the spec are used character for character; the others are marked "wording ours".
 * The spec lists causes without codes; the usual home of each cause is noted beside its code.
 */
export const structuresErrors = {
  // companyId or userId cannot be determined; validation problems.
  FCPA_400: { status: 400, message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.' },
  FCPA_400_01: { status: 400, message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.' },
  // Resource not found.
  FCPA_404: { status: 404, message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.' },
  FCPA_404_02: { status: 404, message: 'Da ist etwas schiefgelaufen. Bitte versuche es später erneut.' },
  // Token cannot be verified or extracted.
  FCPA_401: { status: 401, message: 'Du hast nicht die nötigen Berechtigungen für diese Aktion.' },
  FCPA_401_01: { status: 401, message: 'Du hast nicht die nötigen Berechtigungen für diese Aktion.' },
  FCPA_401_01_0002: { status: 401, message: 'Dir fehlen Bearbeitungsrechte für diese Firma.' },
  // Customer without operating-unit or order-request access; resource not accessible by the customer.
  FCPA_403: { status: 403, message: 'Du hast keine Berechtigung für diese Aktion.' },
  FCPA_403_01: { status: 403, message: 'Du hast keine Berechtigung für diese Aktion.' },
  FCPA_403_10: { status: 403, message: 'Du hast keine Berechtigung für diese Aktion.' },
  FCPA_403_20: { status: 403, message: 'Du hast keine Berechtigung für diese Aktion.' },
  // No access to company (wording ours).
  FCPA_403_01_0001: { status: 403, message: 'Du hast keinen Zugriff auf diese Firma.' },
  // Action requires the edit-structures permission: missing edit rights, contact the contractor (wording ours).
  FCPA_403_01_0002: {
    status: 403,
    message: 'Dir fehlen Bearbeitungsrechte. Bitte wende dich an deinen Lohnunternehmer.',
  },
  // Order request not accessible.
  FCPA_403_20_0001: { status: 403, message: 'Die Anfrage kann nicht bearbeitet werden.' },
  // Customer cannot change requests that are not draft or pending (wording ours).
  FCPA_403_20_0002: {
    status: 403,
    message: 'Angenommene oder abgelehnte Anfragen können nicht mehr bearbeitet werden.',
  },
  // No geolocation found for an address (wording ours).
  FCPA_404_03: { status: 404, message: 'Für diese Adresse wurde keine Position gefunden.' },
  FCPA_404_03_0001: { status: 404, message: 'Die Adresse konnte nicht gefunden werden.' },
  // Failed in the database; geocoding unavailable.
  FCPA_500_02: { status: 500, message: 'Unser Service ist derzeit nicht verfügbar. Bitte versuche es später erneut.' },
  FCPA_500_03: { status: 500, message: 'Unser Service ist derzeit nicht verfügbar. Bitte versuche es später erneut.' },
} as const;
