import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { paymentMethods, type TReceiptType } from '../../../../schemas/receipts/receipt';
import { ZReceiptSettings } from '../../../../schemas/receipts/settings';
import { useReceiptSettings, useUpdateReceiptSettings } from '../../api/receipts';
import { useFlash } from '../../app/flash';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DecimalField, NumberField } from '../../forms/typed-fields';
import { receiptTexts } from '../../i18n/de/receipts';
import { type ReceiptKind, receiptKinds } from './receipt-kinds';
import { ReceiptPageForm } from './receipt-page-form';
import { prepareSettingsForm, type ReceiptSettingsFormValues, settingsFormValues } from './receipt-settings-values';
import { numberExample } from './receipt-values';

const t = receiptTexts.settings;
const f = receiptTexts.form;
const methodOptions = paymentMethods.map((method) => ({ value: method, label: f.methods[method] }));

/** The number format with what it gives for the year's first receipt ('RE-2026-0001'), live. */
const NumberFormatField = ({ type }: { type: TReceiptType }) => {
  const format = useWatch<ReceiptSettingsFormValues, `types.${TReceiptType}.numberFormat`>({
    name: `types.${type}.numberFormat`,
  });
  const year = useNow().getFullYear();
  return (
    <SpaceBetween size="xxs">
      <TextField<ReceiptSettingsFormValues> name={`types.${type}.numberFormat`} label={t.numberFormat} required />
      <Box color="text-body-secondary" data-testid="settings-number-example">
        {t.numberExample(numberExample(format ?? '', year))}
      </Box>
    </SpaceBetween>
  );
};

/** The fields of one type: number format, texts, payment terms (invoices), mail subject and text. */
const TypeFields = ({ type, withTerms }: { type: TReceiptType; withTerms: boolean }) => (
  <SpaceBetween size="l">
    <Container>
      <SpaceBetween size="m">
        <NumberFormatField type={type} />
        <TextAreaField<ReceiptSettingsFormValues> name={`types.${type}.introText`} label={f.introText} />
        <TextAreaField<ReceiptSettingsFormValues> name={`types.${type}.closingText`} label={f.closingText} />
      </SpaceBetween>
    </Container>
    {withTerms && (
      <Container header={<Header variant="h2">{receiptTexts.details.paymentTerms}</Header>}>
        <ColumnLayout columns={2}>
          <NumberField<ReceiptSettingsFormValues>
            name={`types.${type}.paymentTerms.paymentTermDays`}
            label={f.paymentTermDays}
            integer
          />
          <SelectField<ReceiptSettingsFormValues>
            name={`types.${type}.paymentTerms.method`}
            label={f.paymentMethod}
            options={methodOptions}
          />
          <DecimalField<ReceiptSettingsFormValues>
            name={`types.${type}.paymentTerms.skonto.percent`}
            label={f.skontoPercent}
            nullable
          />
          <NumberField<ReceiptSettingsFormValues>
            name={`types.${type}.paymentTerms.skonto.days`}
            label={f.skontoDays}
            integer
          />
        </ColumnLayout>
      </Container>
    )}
    <Container>
      <SpaceBetween size="m">
        <TextField<ReceiptSettingsFormValues> name={`types.${type}.mailSubject`} label={t.mailSubject} />
        <TextAreaField<ReceiptSettingsFormValues> name={`types.${type}.mailText`} label={t.mailText} />
      </SpaceBetween>
    </Container>
  </SpaceBetween>
);

/** Mahnstufen (bill settings): per level when it is proposed, its fee, its default interest and text. */
const ReminderLevels = ({ levels }: { levels: readonly { level: number }[] }) => (
  <Container header={<Header variant="h2">{t.reminderLevels}</Header>}>
    <SpaceBetween size="l">
      {levels.map(({ level }, index) => (
        <ColumnLayout key={level} columns={4}>
          <TextField<ReceiptSettingsFormValues> name={`reminderLevels.${index}.name`} label={t.levelName} />
          <NumberField<ReceiptSettingsFormValues>
            name={`reminderLevels.${index}.daysOverdue`}
            label={t.levelDays}
            integer
          />
          <DecimalField<ReceiptSettingsFormValues>
            name={`reminderLevels.${index}.fee`}
            label={t.levelFee}
            minDigits={2}
          />
          <DecimalField<ReceiptSettingsFormValues>
            name={`reminderLevels.${index}.interestPercentPerYear`}
            label={t.levelInterest}
          />
        </ColumnLayout>
      ))}
    </SpaceBetween>
  </Container>
);

const SettingsForm = ({ kind, stored }: { kind: ReceiptKind; stored: ReceiptSettingsFormValues }) => {
  const flash = useFlash();
  const save = useUpdateReceiptSettings();
  const formRef = useRef<HTMLFormElement>(null);
  // The shared settings schema checks the fields; the version the page loaded goes with the change.
  const form = useSchemaForm<ReceiptSettingsFormValues, typeof ZReceiptSettings>({
    schema: ZReceiptSettings,
    defaultValues: stored,
    prepare: prepareSettingsForm,
  });
  const submit = submitWith(form, (body) =>
    save.mutate(
      { ...body, version: stored.version },
      {
        onSuccess: (saved) => {
          form.reset(settingsFormValues(saved));
          flash.push({ type: 'success', content: t.saved });
        },
        onError: (error) => showServerFailure(form, error, formRef.current),
      },
    ),
  );
  return (
    <ReceiptPageForm form={form} formRef={formRef} onSubmit={submit} saving={save.isPending} testId="receipt-settings">
      <TypeFields type={kind.type} withTerms={kind.isInvoice} />
      {kind.type === 'BILL' && <ReminderLevels levels={stored.reminderLevels} />}
    </ReceiptPageForm>
  );
};

/** The settings of one kind (application.md §2 bill/credit note/delivery note/offer settings). */
const ReceiptSettings = ({ kind }: { kind: ReceiptKind }) => {
  const settings = useReceiptSettings();
  if (!settings.data) return <PageLoading error={settings.error} />;
  return <SettingsForm kind={kind} stored={settingsFormValues(settings.data)} />;
};

export const BillSettingsPage = () => <ReceiptSettings kind={receiptKinds.BILL} />;
export const CreditNoteSettingsPage = () => <ReceiptSettings kind={receiptKinds.CREDIT_NOTE} />;
export const DeliveryNoteSettingsPage = () => <ReceiptSettings kind={receiptKinds.DELIVERY_NOTE} />;
export const OfferSettingsPage = () => <ReceiptSettings kind={receiptKinds.OFFER} />;
