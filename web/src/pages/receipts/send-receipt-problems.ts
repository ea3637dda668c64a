import type { TFieldIssue } from '../../../../schemas/errors';

/** The fields of the send dialog that problems can be shown at. */
export const sendFields = ['recipients', 'subject', 'text'] as const;
export type SendField = (typeof sendFields)[number];

/**
 * The problems of a send at the dialog's fields (issue 25): an issue at 'recipients.2' (the third address,
 * refused by the server because the customer and the company do not know it) belongs to the recipients
 * field, its text naming the address. Issues of no field of the dialog are left for the dialog's alert.
 */
export const sendFieldProblems = (issues: readonly TFieldIssue[]): Partial<Record<SendField, string>> => {
  const problems: Partial<Record<SendField, string>> = {};
  for (const field of sendFields) {
    const messages = issues
      .filter((issue) => issue.path === field || issue.path.startsWith(`${field}.`))
      .map((issue) => issue.message);
    if (messages.length > 0) problems[field] = [...new Set(messages)].join(' ');
  }
  return problems;
};
