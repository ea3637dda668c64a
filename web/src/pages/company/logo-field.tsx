import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { logoContentTypes, logoFileProblem } from '../../../../schemas/company';
import { messageForCode } from '../../../../schemas/errors';
import { errorText } from '../../api/api-error';
import type { LogoUpload } from '../../api/company';
import { useFlash } from '../../app/flash';
import { de } from '../../i18n/de';

const texts = de.company;

const fileUploadTexts = {
  uploadButtonText: () => texts.logoChoose,
  dropzoneText: () => texts.logoDrop,
  removeFileAriaLabel: (_index: number, name: string) => texts.logoRemoveFile(name),
};

/** A record with a logo: the company or an operating unit, version-checked like every edit. */
type WithLogo = { name: string; version: number; logoKey?: string };

type Props<T extends WithLogo> = {
  record: T;
  title: string;
  description: string;
  /** The logo's download URL, if there is one. */
  logoUrl: string | undefined;
  upload: UseMutationResult<T, Error, LogoUpload>;
  remove: UseMutationResult<T, Error, number>;
  onChanged: (record: T) => void;
  /** data-testid prefix: `<prefix>-preview`, `-upload`, `-progress`, `-remove`. */
  testId: string;
};

/**
 * A logo that saves on its own (upload, then confirm), outside the form's save button; each change is
 * version-checked and hands the changed record to `onChanged`, so the form's next save builds on it
 * instead of running into its own logo change as a conflict.
 */
export const LogoField = <T extends WithLogo>({
  record,
  title,
  description,
  logoUrl,
  upload,
  remove,
  onChanged,
  testId,
}: Props<T>) => {
  const flash = useFlash();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  // Share of the file sent, 0 to 1; null while no upload runs.
  const [sent, setSent] = useState<number | null>(null);

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setError(undefined);
    const file = chosen[0];
    if (!file || upload.isPending) return;
    const problem = logoFileProblem({ contentType: file.type, size: file.size });
    if (problem) {
      setError(messageForCode(problem));
      return;
    }
    setSent(0);
    upload.mutate(
      { file, version: record.version, onProgress: setSent },
      {
        onSuccess: (changed) => {
          setFiles([]);
          onChanged(changed);
          flash.push({ type: 'success', content: texts.logoUploaded });
        },
        onError: (failure) => setError(errorText(failure)),
        onSettled: () => setSent(null),
      },
    );
  };

  const removeLogo = () =>
    remove.mutate(record.version, {
      onSuccess: (changed) => {
        setError(undefined);
        onChanged(changed);
        flash.push({ type: 'success', content: texts.logoRemoved });
      },
      onError: (failure) => setError(errorText(failure)),
    });

  return (
    <Container
      header={
        <Header variant="h2" description={description}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {record.logoKey && logoUrl ? (
          <img
            src={logoUrl}
            alt={texts.logoAlt(record.name)}
            data-testid={`${testId}-preview`}
            style={{ maxHeight: 96, maxWidth: 320, objectFit: 'contain' }}
          />
        ) : (
          <Box color="text-status-inactive">{texts.logoNone}</Box>
        )}
        <FormField label={texts.logoFile} constraintText={texts.logoConstraint} errorText={error}>
          <div data-testid={`${testId}-upload`}>
            <FileUpload
              value={files}
              onChange={(event) => choose(event.detail.value)}
              accept={logoContentTypes.join(',')}
              showFileSize
              showFileThumbnail
              i18nStrings={fileUploadTexts}
            />
          </div>
        </FormField>
        {sent !== null && (
          <div data-testid={`${testId}-progress`}>
            <ProgressBar value={Math.round(sent * 100)} label={texts.logoUploading} />
          </div>
        )}
        {record.logoKey && (
          <Button
            formAction="none"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={removeLogo}
            data-testid={`${testId}-remove`}
          >
            {texts.logoRemove}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
};
