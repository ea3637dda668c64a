import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { type Chunk, progressOf } from './import-chunks';

const t = de.fieldImport;

type Props<T> = {
  chunks: readonly Chunk<T>[];
  running: boolean;
  onRetry: () => void;
  onAnother: () => void;
  /** Where the imported fields are seen. */
  fieldsHref: string;
};

/** The import under way and its outcome: progress, the summary, and the failed chunks with a retry. */
export const ImportProgress = <T,>({ chunks, running, onRetry, onAnother, fieldsHref }: Props<T>) => {
  const { done, failed, total } = progressOf(chunks);
  const errors = [...new Set(chunks.flatMap((chunk) => (chunk.error ? [chunk.error] : [])))];
  return (
    <SpaceBetween size="m">
      <div data-testid="field-import-progress">
        <ProgressBar
          value={total === 0 ? 100 : Math.round((done / total) * 100)}
          label={t.importing}
          additionalInfo={t.progress(done, total)}
        />
      </div>
      {!running && done > 0 && (
        <Alert type="success" data-testid="field-import-summary">
          <SpaceBetween size="xs">
            <span>{t.imported(done)}</span>
            <RouterLink href={fieldsHref}>{t.toFields}</RouterLink>
          </SpaceBetween>
        </Alert>
      )}
      {!running && failed > 0 && (
        <Alert
          type="error"
          data-testid="field-import-failed"
          action={
            <Button onClick={onRetry} data-testid="field-import-retry">
              {t.retry}
            </Button>
          }
        >
          <SpaceBetween size="xs">
            <span>{t.failed(failed)}</span>
            {errors.map((error) => (
              <span key={error}>{error}</span>
            ))}
          </SpaceBetween>
        </Alert>
      )}
      {!running && failed === 0 && <Button onClick={onAnother}>{t.another}</Button>}
    </SpaceBetween>
  );
};
