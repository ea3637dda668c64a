import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  previewCropProtectionImport,
  saveCropProtectionImport,
  type TCropProtectionPreview,
} from '../../../../schemas/api/crop-protection';
import { decodeCropProtectionFile } from '../../../../schemas/planning/crop-protection';
import { ApiError, errorText } from '../../api/api-error';
import { callEndpoint } from '../../api/client';
import { useCustomers } from '../../api/customers';
import { orderKeys } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { cropProtectionTexts as t } from '../../i18n/de/crop-protection';
import { CropProtectionPreview } from './crop-protection-preview';
import { type LineState, lineState, linesToSave, type RowChoice } from './import-rows';

const fileUploadTexts = {
  uploadButtonText: () => t.chooseFile,
  dropzoneText: () => t.dropFile,
  removeFileAriaLabel: (_index: number, name: string) => t.removeFile(name),
  formatFileSize: (bytes: number) => t.fileSize(bytes),
};

/** The issues of a refused call by field path; other failures under '' (shown above the table). */
const issuesOf = (error: unknown): Map<string, string> => {
  if (error instanceof ApiError && error.issues.length > 0) {
    return new Map(error.issues.map((issue) => [issue.path, issue.message]));
  }
  return new Map([['', errorText(error)]]);
};

/** The save's refusals at 'rows.<index>.<field>' as refusals at the line numbers of the sent lines. */
const refusalsByLine = (issues: ReadonlyMap<string, string>, sent: readonly { line: number }[]) =>
  new Map(
    [...issues].flatMap(([path, message]) => {
      const index = /^rows\.(\d+)\./.exec(path)?.[1];
      const line = index === undefined ? undefined : sent[Number(index)]?.line;
      return line === undefined ? [] : [[line, message] as const];
    }),
  );

/**
 * Aufträge > Pflanzenschutz-Import (issue 15 point 7): the office picks the customer and the export of a
 * farm program; the server reads and matches each line (nothing is saved); the office corrects orders
 * or articles by hand and takes the matched lines over into the orders.
 */
export const CropProtectionImportPage = () => {
  const queryClient = useQueryClient();
  const flash = useFlash();
  const customers = useCustomers();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<TCropProtectionPreview | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<number, RowChoice>>(new Map());
  const [issues, setIssues] = useState<ReadonlyMap<string, string>>(new Map());
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const customerOptions = useMemo(
    () =>
      (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.displayName ?? customer.name })),
    [customers.data],
  );

  const read = async (forCustomer: string | null, file: File | undefined) => {
    setPreview(null);
    setChoices(new Map());
    setRefusals(new Map());
    if (!file) return setIssues(new Map());
    if (!forCustomer) return setIssues(new Map([['customerId', t.customerFirst]]));
    setBusy(true);
    try {
      const content = decodeCropProtectionFile(new Uint8Array(await file.arrayBuffer()));
      setPreview(
        await callEndpoint(previewCropProtectionImport, {
          body: { customerId: forCustomer, fileName: file.name, content },
        }),
      );
      setIssues(new Map());
    } catch (error) {
      setIssues(issuesOf(error));
    } finally {
      setBusy(false);
    }
  };

  const states: LineState[] = useMemo(
    () => (preview ? preview.rows.map((row) => lineState(row, choices.get(row.line), preview.resources)) : []),
    [preview, choices],
  );
  const toSave = linesToSave(states);

  const choose = (line: number, choice: RowChoice) =>
    setChoices((current) => new Map(current).set(line, { ...current.get(line), ...choice }));

  const save = async () => {
    if (!customerId) return;
    setBusy(true);
    try {
      const result = await callEndpoint(saveCropProtectionImport, { body: { customerId, rows: toSave } });
      flash.push({ type: 'success', content: t.saved(result.added, result.orders, result.duplicates) });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // Read again: the lines just taken over now show as duplicates.
      await read(customerId, files[0]);
    } catch (error) {
      const found = issuesOf(error);
      setRefusals(refusalsByLine(found, toSave));
      setIssues(found);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const general = issues.get('') ?? null;
  return (
    <ContentLayout header={<PageHeader title={t.title} description={t.intro} />}>
      <SpaceBetween size="m">
        <Container>
          <SpaceBetween size="m">
            <FormField label={t.customer} description={t.customerHint} errorText={issues.get('customerId')}>
              <Select
                data-testid="crop-protection-customer"
                selectedOption={customerOptions.find((option) => option.value === customerId) ?? null}
                options={customerOptions}
                placeholder={t.customerPlaceholder}
                filteringType="auto"
                statusType={customers.isLoading ? 'loading' : 'finished'}
                onChange={(event) => {
                  const chosen = event.detail.selectedOption.value ?? null;
                  setCustomerId(chosen);
                  void read(chosen, files[0]);
                }}
              />
            </FormField>
            <FormField label={t.file} constraintText={t.fileHint} errorText={issues.get('content')}>
              <div data-testid="crop-protection-file">
                <FileUpload
                  value={files}
                  onChange={(event) => {
                    setFiles(event.detail.value);
                    void read(customerId, event.detail.value[0]);
                  }}
                  accept=".csv,.txt,text/csv"
                  showFileSize
                  i18nStrings={fileUploadTexts}
                />
              </div>
            </FormField>
          </SpaceBetween>
        </Container>
        {busy && !preview && <Alert type="info">{t.reading}</Alert>}
        {general && (
          <Alert type="error" data-testid="crop-protection-error">
            {general}
          </Alert>
        )}
        {preview && <CropProtectionPreview preview={preview} states={states} refusals={refusals} onChoose={choose} />}
        {preview && (
          <Button
            variant="primary"
            data-testid="crop-protection-take"
            disabled={toSave.length === 0 || busy}
            onClick={() => setConfirming(true)}
          >
            {t.take(toSave.length)}
          </Button>
        )}
        <ConfirmDialog
          visible={confirming}
          title={t.confirmTitle}
          confirmText={t.confirm}
          confirmTestId="crop-protection-confirm"
          busy={busy}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        >
          {t.confirmText(toSave.length)}
        </ConfirmDialog>
      </SpaceBetween>
    </ContentLayout>
  );
};
