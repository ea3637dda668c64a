import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { formatGermanDateTime } from '../../../../schemas/kernel/calendar';
import { formatGermanMoney } from '../../../../schemas/kernel/german-format';
import { errorText } from '../../api/api-error';
import { useImportTollList, useTollImport, useTollImports } from '../../api/tolls';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { tollPageTitles } from '../../i18n/de/toll';
import { TollImportResult } from './toll-import-result';

const t = de.tollPage;

const fileUploadTexts = {
  uploadButtonText: () => t.choose,
  dropzoneText: () => t.drop,
  removeFileAriaLabel: (_index: number, name: string) => t.removeFile(name),
};

/** Choose the trip list, send it (with its progress), then the import runs on the server. */
const TollUpload = ({ onImported }: { onImported: (importId: string) => void }) => {
  const importList = useImportTollList();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const [file] = files;

  const start = () => {
    if (!file) return;
    setSent(0);
    importList.mutate(
      { file, onProgress: setSent },
      {
        onSuccess: (details) => {
          setFiles([]);
          onImported(details.import.id);
        },
        onSettled: () => setSent(null),
      },
    );
  };
  const uploading = sent !== null && sent < 1;

  return (
    <Container
      header={
        <Header variant="h2" description={t.intro}>
          {t.file}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t.file}
          constraintText={t.fileConstraint}
          errorText={importList.isError ? errorText(importList.error) : undefined}
        >
          <div data-testid="toll-upload">
            <FileUpload
              value={files}
              onChange={(event) => setFiles(event.detail.value)}
              accept=".csv,text/csv"
              showFileSize
              i18nStrings={fileUploadTexts}
            />
          </div>
        </FormField>
        {importList.isPending && (
          <div data-testid="toll-progress">
            <ProgressBar value={Math.round((sent ?? 1) * 100)} label={uploading ? t.uploading : t.importing} />
          </div>
        )}
        <Button
          variant="primary"
          disabled={!file}
          loading={importList.isPending}
          onClick={start}
          data-testid="toll-import"
        >
          {t.import}
        </Button>
      </SpaceBetween>
    </Container>
  );
};

/**
 * Maut (issue 15): the office imports the toll operator's trip list; each trip lands on the order whose
 * machine with that plate ran at its time. The open trips are assigned here by hand; past imports below.
 */
export const TollPage = () => {
  const imports = useTollImports();
  const [selected, setSelected] = useState<string | null>(null);
  const shownId = selected ?? imports.data?.[0]?.id ?? null;
  const shown = useTollImport(shownId);
  const items = imports.data ?? [];

  return (
    <ContentLayout header={<PageHeader title={tollPageTitles.toll} />}>
      <SpaceBetween size="l">
        <TollUpload onImported={setSelected} />
        {shown.isError && <Alert type="error">{errorText(shown.error)}</Alert>}
        {shown.data && <TollImportResult details={shown.data} />}
        {imports.isError && <Alert type="error">{errorText(imports.error)}</Alert>}
        <ResponsiveTable
          data-testid="toll-imports"
          loading={imports.isLoading}
          loadingText={de.common.loading}
          items={items}
          trackBy="id"
          header={<Header counter={`(${items.length})`}>{t.imports}</Header>}
          empty={<Box textAlign="center">{t.importsEmpty}</Box>}
          wrapLines
          columnDefinitions={[
            { id: 'file', header: t.fileName, cell: (item) => item.fileName },
            { id: 'when', header: t.importedAt, cell: (item) => formatGermanDateTime(item.importedAt), phone: 'half' },
            { id: 'assigned', header: t.assigned, cell: (item) => String(item.counts.assigned), phone: 'half' },
            { id: 'open', header: t.unassigned, cell: (item) => String(item.counts.unassigned), phone: 'half' },
            {
              id: 'total',
              header: t.total,
              cell: (item) => formatGermanMoney(item.counts.totalAmount, 'EUR'),
              phone: 'half',
            },
            {
              id: 'show',
              header: t.show,
              cell: (item) =>
                item.id === shownId ? (
                  '✓'
                ) : (
                  <Button
                    variant="inline-link"
                    onClick={() => setSelected(item.id)}
                    ariaLabel={`${t.show}: ${item.fileName}`}
                  >
                    {t.show}
                  </Button>
                ),
            },
          ]}
        />
      </SpaceBetween>
    </ContentLayout>
  );
};
