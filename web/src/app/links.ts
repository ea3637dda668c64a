/** Public pages of the company website (application.md §2 'Sign-up page', §1 help popover). */
export const TERMS_URL = 'https://lohnwerk.de/agb';
export const PRIVACY_POLICY_URL = 'https://lohnwerk.de/datenschutz';
export const HANDBOOK_URL = 'https://lohnwerk.de/handbuch';
