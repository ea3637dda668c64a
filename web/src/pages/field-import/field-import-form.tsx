import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FIELD_BATCH_LENGTH } from '../../../../schemas/map-fields';
import { errorText } from '../../api/api-error';
import { mapStructureKeys } from '../../api/map-structures';
import { PageHeader } from '../../components/page-header';
import { de } from '../../i18n/de';
import { parseXmlInBrowser } from './browser-xml';
import type { FieldCandidate, FileReading } from './field-candidates';
import { type Chunk, chunksOf, sendChunks } from './import-chunks';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { ACCEPTED_ENDINGS, readFieldFile } from './read-field-file';

const t = de.fieldImport;

const fileUploadTexts = {
  uploadButtonText: () => t.chooseFile,
  dropzoneText: () => t.dropFile,
  removeFileAriaLabel: (_index: number, name: string) => t.removeFile(name),
  formatFileSize: (bytes: number) => t.fileSize(bytes),
};

/**
 * Whom the fields are for, chosen first: a customer of the office's company, or the contractor a farmer
 * keeps his fields at.
 */
export type ImportTarget = {
  label: string;
  description: string;
  placeholder: string;
  options: { value: string; label: string }[];
  loading: boolean;
};

type Props = {
  title: string;
  target: ImportTarget;
  /** Writes one batch of fields for the chosen target. */
  write: (targetId: string, fields: FieldCandidate[]) => Promise<unknown>;
  /** Where the imported fields are seen. */
  fieldsHref: string;
};

const importableKeys = (reading: FileReading | null) =>
  new Set(
    reading?.kind === 'fields'
      ? reading.candidates.filter((candidate) => candidate.problem === null).map((candidate) => candidate.key)
      : [],
  );

/**
 * The field import of both sides: fields from the export of a farm program (zipped shapefile, GeoJSON,
 * KML), checked on the map and in a table, written in batches the server takes (FIELD_BATCH_LENGTH) with
 * progress; a batch that fails keeps its fields for a retry.
 */
export const FieldImportForm = ({ title, target, write, fieldsHref }: Props) => {
  const queryClient = useQueryClient();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState<FileReading | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [chunks, setChunks] = useState<Chunk<FieldCandidate>[] | null>(null);
  const [running, setRunning] = useState(false);

  const chooseFile = async (chosen: File[]) => {
    setFiles(chosen);
    setReading(null);
    setChunks(null);
    const file = chosen[0];
    if (!file) return;
    setIsReading(true);
    const read = await readFieldFile({ name: file.name, bytes: await file.arrayBuffer() }, parseXmlInBrowser);
    setIsReading(false);
    setReading(read);
    setSelected(importableKeys(read));
  };

  const toggle = (key: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  const send = async (pending: readonly Chunk<FieldCandidate>[], to: string) => {
    setRunning(true);
    setChunks([...pending]);
    await sendChunks(pending, (fields) => write(to, fields), errorText, setChunks);
    setRunning(false);
    await queryClient.invalidateQueries({ queryKey: mapStructureKeys.all });
  };

  const start = () => {
    if (reading?.kind !== 'fields' || !targetId) return;
    const chosen = reading.candidates.filter((candidate) => selected.has(candidate.key));
    void send(chunksOf(chosen, FIELD_BATCH_LENGTH), targetId);
  };

  const restart = () => {
    setFiles([]);
    setReading(null);
    setChunks(null);
  };

  const targetOption = target.options.find((option) => option.value === targetId) ?? null;
  return (
    <ContentLayout header={<PageHeader title={title} description={t.intro} />}>
      <SpaceBetween size="m">
        <Container>
          <SpaceBetween size="m">
            <FormField label={target.label} description={target.description}>
              <Select
                data-testid="field-import-target"
                selectedOption={targetOption}
                options={target.options}
                placeholder={target.placeholder}
                filteringType="auto"
                statusType={target.loading ? 'loading' : 'finished'}
                disabled={chunks !== null}
                onChange={(event) => setTargetId(event.detail.selectedOption.value ?? null)}
              />
            </FormField>
            <FormField label={t.file} constraintText={t.formats}>
              <div data-testid="field-import-file">
                <FileUpload
                  value={files}
                  onChange={(event) => void chooseFile(event.detail.value)}
                  accept={ACCEPTED_ENDINGS.join(',')}
                  showFileSize
                  i18nStrings={fileUploadTexts}
                />
              </div>
            </FormField>
          </SpaceBetween>
        </Container>
        {isReading && <Alert type="info">{t.reading}</Alert>}
        {reading?.kind === 'refused' && (
          <Alert type="error" data-testid="field-import-refused">
            {reading.message}
          </Alert>
        )}
        {reading?.kind === 'fields' && (
          <ImportPreview key={files[0]?.name} candidates={reading.candidates} selected={selected} onToggle={toggle} />
        )}
        {reading?.kind === 'fields' && chunks === null && (
          <Button
            variant="primary"
            data-testid="field-import-start"
            disabled={!targetId || selected.size === 0}
            onClick={start}
          >
            {t.import(selected.size)}
          </Button>
        )}
        {chunks && (
          <ImportProgress
            chunks={chunks}
            running={running}
            onRetry={() => targetId && void send(chunks, targetId)}
            onAnother={restart}
            fieldsHref={fieldsHref}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};
