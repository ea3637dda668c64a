import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it, vi } from 'vitest';
import { embeddedInvoiceXml } from '../../lambdas/einvoice/generation/factur-x-pdf';
import type { TOperatingUnit } from '../../schemas/api/company';
import type { TCustomer } from '../../schemas/customer';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { sampleBill } from '../../schemas/receipts/receipt-document.fixtures';
import { api, runtime } from '../support/api-client';
import { putReceiptItem, readReceiptItem } from '../support/receipt-items';
import { newTenant } from '../support/tenants';

/** A company of this file's own (test/support/tenants.ts): no other file sees or changes its data. */
const tenant = await newTenant({ name: 'Agrarservice Nord GmbH', variant: 'LOGISTICS' });

/**
 * Issue 14 points 3 and 5 against the embedded runtime: a finalized receipt on the documents queue gets its
 * files (rendered by the e-invoice service's consumer, stored in the documents bucket, recorded on the
 * receipt), and the e-invoice routes answer for the real receipt. The receipts service does not finalize
 * yet on this branch, so the test writes the finalized receipt as the receipts service stores it.
 */

const local = { accessKeyId: 'local', secretAccessKey: 'local' };

const unitWithReceiptData = async (token: string) => {
  const created = await api<TOperatingUnit>('POST', '/structures/operating-units', {
    token,
    body: {
      name: 'Belegdateien Nord',
      street: 'Hafenstraße 4',
      zip: '24103',
      city: 'Kiel',
      email: 'rechnung@nord.example',
      phone: '0431 12345',
      vatId: 'DE812345678',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      receiptContactName: 'Ina Nord',
    },
  });
  expect(created.status).toBe(201);
  return created.body;
};

const customerTaking = async (token: string, eInvoiceFormat: string) => {
  const created = await api<TCustomer>('POST', '/structures/customers', {
    token,
    body: { name: `Hof ${eInvoiceFormat}`, vatId: 'DE987654328', eInvoiceFormat },
  });
  expect(created.status).toBe(201);
  return created.body;
};

const finalizedBill = (id: string, unit: TOperatingUnit, customer: TCustomer): TReceipt => {
  const bill = sampleBill();
  return sampleBill({
    id,
    companyId: tenant.login('OWNER').companyId,
    number: `RE-2026-${id.slice(-4)}`,
    operatingUnitId: unit.id,
    customerId: customer.id,
    recipient: bill.recipient && { ...bill.recipient, customerId: customer.id },
    version: 1,
  });
};

const enqueue = async (receipt: TReceipt) => {
  const sqs = new SQSClient({ endpoint: runtime().endpoints.sqs, region: runtime().region, credentials: local });
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: runtime().queueUrls.documents,
      MessageBody: JSON.stringify({ companyId: receipt.companyId, receiptId: receipt.id, type: receipt.type }),
    }),
  );
};

const storedFile = async (key: string) => {
  const s3 = new S3Client({
    endpoint: runtime().endpoints.s3,
    region: runtime().region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: runtime().bucketNames.documents, Key: key }));
  return (await Body?.transformToByteArray()) ?? new Uint8Array();
};

/** Polls the stored receipt until its files are recorded; the first render of a cold function takes seconds. */
const filesOf = (receipt: TReceipt) =>
  vi.waitFor(
    async () => {
      const item = await readReceiptItem(receipt);
      if (!item?.content.documents) throw new Error(`no files of ${receipt.number} yet`);
      return item;
    },
    { timeout: 30_000, interval: 200 },
  );

describe('the files of a finalized receipt', () => {
  it('are rendered from the documents queue: a ZUGFeRD bill is a Factur-X PDF with its XML inside; the e-invoice routes read the receipt', async () => {
    const token = await tenant.token('OWNER');
    const unit = await unitWithReceiptData(token);
    const receipt = finalizedBill(`doc-${Date.now()}-0001`, unit, await customerTaking(token, 'ZUGFERD'));
    await putReceiptItem(receipt);
    await enqueue(receipt);

    const item = await filesOf(receipt);
    const pdfKey = `companies/${receipt.companyId}/receipts/BILL/${receipt.id}/${receipt.number}.pdf`;
    expect(item?.content.documents).toEqual({ pdfKey, xmlKey: null, eInvoiceFormat: 'ZUGFERD' });
    expect(item?.version).toBe(2);
    const pdf = await storedFile(pdfKey);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const xml = await embeddedInvoiceXml(pdf);
    expect(xml).toContain(receipt.number);
    expect(xml).toContain('DE89370400440532013000');

    const xrechnung = await api<{ fileName: string; xml: string }>('POST', '/invoices/xrechnung/create', {
      token,
      body: {
        receiptType: 'BILL',
        receiptId: receipt.id,
        companyId: receipt.companyId,
        operatingUnitId: unit.id,
        format: 'UBL',
      },
    });
    expect(xrechnung.status).toBe(200);
    expect(xrechnung.body.xml).toContain(`<cbc:ID>${receipt.number}</cbc:ID>`);
  });

  it('for an XRechnung customer are the PDF and the XML file', async () => {
    const token = await tenant.token('OWNER');
    const unit = await unitWithReceiptData(token);
    const receipt = finalizedBill(`doc-${Date.now()}-0002`, unit, await customerTaking(token, 'XRECHNUNG_CII'));
    await putReceiptItem(receipt);
    await enqueue(receipt);

    const documents = (await filesOf(receipt))?.content.documents;
    expect(documents).toMatchObject({ eInvoiceFormat: 'XRECHNUNG_CII' });
    const xml = new TextDecoder().decode(await storedFile(documents?.xmlKey ?? ''));
    expect(xml).toContain('CrossIndustryInvoice');
    expect(xml).toContain(receipt.number);
  });
});
