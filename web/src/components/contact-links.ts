/**
 * Where a tapped phone number or mail address leads: the dialler (`tel:`, only digits and a leading +,
 * since spaces, slashes and dashes as people write them ('04841 / 89 30') are not part of the number)
 * or the mail app (`mailto:`).
 */
export const telHref = (phone: string): string => {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
};

export const mailtoHref = (mail: string): string => `mailto:${mail.trim()}`;
