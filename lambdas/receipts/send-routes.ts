import { receiptAccess, sendReceipt } from '../../schemas/api/receipts';
import { AppError } from '../../schemas/errors';
import type { TMailAttachment } from '../../schemas/mail';
import { hasPermission } from '../../schemas/permissions';
import { receiptMailKindOf, type TReceipt } from '../../schemas/receipts/receipt';
import { receiptMailTexts } from '../../schemas/receipts/receipt-mail-text';
import { receiptTypeSettingsOf, type TReceiptSettings } from '../../schemas/receipts/settings';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import { mailSenderOf } from '../platform/outgoing-mail';
import { type ReceiptMailDeps, sendReceiptMail } from '../platform/receipt-mail';
import { changeFinalizedReceipt, type ReceiptRecords } from '../platform/receipt-records';
import { receiptAccessCodes } from './company-access';
import { receiptFileName } from './document-routes';

export type SendRouteDeps = {
  records: ReceiptRecords;
  /** The company's receipt settings (the type's mail subject and text). */
  settings: (companyId: string) => Promise<TReceiptSettings>;
  mail: Omit<ReceiptMailDeps, 'accessCodes'>;
  /** Who sent it, for the receipt's history. */
  userName: (userId: string) => Promise<string | undefined>;
  clock: Clock;
};

/** The stored files as mail attachments: the PDF, and the XML of an XRechnung. */
const attachmentsOf = (receipt: TReceipt): TMailAttachment[] => {
  const { documents } = receipt;
  if (receipt.status !== 'FINALIZED') {
    throw new AppError('RCPT_409_40_0002', { detail: `receipt ${receipt.id} is a draft` });
  }
  if (!documents) throw new AppError('RCPT_409_40_0001', { detail: `receipt ${receipt.id} has no files yet` });
  const pdf: TMailAttachment = {
    fileName: receiptFileName(receipt, 'pdf'),
    contentType: 'application/pdf',
    storageKey: documents.pdfKey,
  };
  if (!documents.xmlKey) return [pdf];
  return [
    pdf,
    { fileName: receiptFileName(receipt, 'xml'), contentType: 'application/xml', storageKey: documents.xmlKey },
  ];
};

/**
 * `POST /receipts/send/{receiptId}` (issue 14 point 5): a finalized receipt with its files goes out by mail
 * (queued: the mail service sends it with the stored files attached), to the addresses given or else the
 * customer's contact persons flagged for its type; the receipt records when and to whom (a new version).
 * It goes out under the rules of every mail (lambdas/platform/outgoing-mail.ts, issue 25): only to the
 * customer's or the company's own addresses, from the company, rate-limited, kept in the sent log.
 */
export const receiptSendRoutes = ({ records, settings, mail, clock, userName }: SendRouteDeps): Route[] => [
  route(sendReceipt, async ({ params: { receiptId }, body }, { company, claims }) => {
    // Sending is mail from the company (the endpoint's 'mails:send', as POST /mails/send): a temporary
    // worker who creates delivery notes does not write to customers through one (issue 25). A type goes
    // out only from the roles that keep its list (application.md §6: the receipt lists and their
    // settings, where a type's mail texts are, are owner's, admin's and accountant's).
    if (!hasPermission(company.role, receiptAccess[body.type].list)) {
      throw new AppError('LW_403_10_0001', { detail: `${company.role} may not send ${body.type}` });
    }
    const key = { companyId: company.companyId, type: body.type, receiptId };
    const receipt = await records.read(key);
    if (!receipt) throw new AppError('RCPT_404_30_0001', { detail: `receipt ${receiptId}` });
    const attachments = attachmentsOf(receipt);
    const [companySettings, stored] = await Promise.all([
      settings(company.companyId),
      mail.companies.get(company.companyId),
    ]);
    const texts = receiptMailTexts(receipt, receiptTypeSettingsOf(companySettings, receipt.type), stored?.name ?? '');
    const sender = await mailSenderOf(claims, userName);
    const { recipients } = await sendReceiptMail({ ...mail, accessCodes: receiptAccessCodes })(
      {
        companyId: company.companyId,
        customerId: receipt.customerId,
        receiptType: receiptMailKindOf[receipt.type],
        receiptId,
        recipients: body.recipients,
        subject: body.subject || texts.subject,
        text: body.text || texts.text,
        // Replies go to the operating unit that issued it (else the company).
        operatingUnitId: receipt.operatingUnitId,
        attachments,
      },
      sender,
    );
    const sentAt = clock.now().toISOString();
    await changeFinalizedReceipt(
      records,
      key,
      (current) => ({ ...current, sentAt, sentTo: recipients, updatedAt: sentAt }),
      { change: `Versendet an ${recipients.join(', ')}`, userId: claims.sub, userName: sender.userName },
      receipt,
    );
    return { queued: true as const, recipients };
  }),
];
