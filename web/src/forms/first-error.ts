import type { FieldErrors } from 'react-hook-form';

/** The dotted paths of nested react-hook-form errors ('contactPersons.0.mail'); 'root' paths left out. */
export const errorPaths = (errors: unknown, prefix = ''): string[] => {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'root' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const own = 'message' in value && typeof value.message === 'string' ? [path] : [];
    return [...own, ...errorPaths(value, path)];
  });
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the first field with an error, in the order the user reads the form, and puts the cursor
 * into it, so that a phone user sees what to fix instead of a message at the bottom. Without a field
 * error, the form's own error (Cloudscape Form errorText) is scrolled into view.
 */
export const focusFirstError = (formElement: HTMLElement, errors: FieldErrors): void => {
  const wrong = new Set(errorPaths(errors));
  const fields = Array.from(formElement.querySelectorAll<HTMLElement>('[data-field-path]'));
  const pathOf = (field: HTMLElement) => field.dataset.fieldPath ?? '';
  // A list field shows the errors of its entries ('fieldNames.2') when no entry has a field of its own.
  const holdsWrongEntry = (field: HTMLElement) => [...wrong].some((path) => path.startsWith(`${pathOf(field)}.`));
  const first = fields.find((field) => wrong.has(pathOf(field))) ?? fields.find(holdsWrongEntry);
  const target = first ?? formElement.querySelector<HTMLElement>('[data-form-error]');
  if (!target) return;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  target.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
};
