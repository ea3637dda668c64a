const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values: what a user or a sender wrote is never markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
