import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TCompany } from '../../../../schemas/api/company';
import { logoContentTypes, logoFileProblem } from '../../../../schemas/company';
import { messageForCode } from '../../../../schemas/errors';
import { errorText } from '../../api/api-error';
import { useCompanyLogo, useRemoveCompanyLogo, useUploadCompanyLogo } from '../../api/company';
import { useFlash } from '../../app/flash';
import { de } from '../../i18n/de';

const texts = de.company;

const fileUploadTexts = {
  uploadButtonText: () => texts.logoChoose,
  dropzoneText: () => texts.logoDrop,
  removeFileAriaLabel: (_index: number, name: string) => texts.logoRemoveFile(name),
};

/**
 * The logo part of the company page. It saves on its own (upload, then confirm), outside the form's save
 * button; each change is version-checked and hands the new company to `onChanged`, so the form's next
 * save builds on it instead of running into its own logo change as a conflict.
 */
export const CompanyLogoField = ({
  company,
  onChanged,
}: {
  company: TCompany;
  onChanged: (company: TCompany) => void;
}) => {
  const logo = useCompanyLogo();
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
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
      { file, version: company.version, onProgress: setSent },
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
    remove.mutate(company.version, {
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
        <Header variant="h2" description={texts.logoDescription}>
          {texts.logo}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {company.logoKey && logo.data ? (
          <img
            src={logo.data.url}
            alt={texts.logoAlt(company.name)}
            data-testid="company-logo-preview"
            style={{ maxHeight: 96, maxWidth: 320, objectFit: 'contain' }}
          />
        ) : (
          <Box color="text-status-inactive">{texts.logoNone}</Box>
        )}
        <FormField label={texts.logoFile} constraintText={texts.logoConstraint} errorText={error}>
          <div data-testid="company-logo-upload">
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
          <div data-testid="company-logo-progress">
            <ProgressBar value={Math.round(sent * 100)} label={texts.logoUploading} />
          </div>
        )}
        {company.logoKey && (
          <Button
            formAction="none"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={removeLogo}
            data-testid="company-logo-remove"
          >
            {texts.logoRemove}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
};
