import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { inputSchemaOf, type RecordKind } from '../../../../schemas/masterdata/kinds';
import { ApiError, errorText } from '../../api/api-error';
import { type RecordTypes, useRecord, useSaveRecord } from '../../api/records';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { type FieldErrors, fieldErrorsFromIssues, validateWith, withoutError } from '../../components/field-errors';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { de } from '../../i18n/de';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { ConflictAlert } from '../company/conflict-alert';
import { FormProvider } from './form-fields';
import { setIn } from './form-state';
import { editableValues, type KindUi } from './kind-ui';

const t = masterdataTexts.form;

type Base<K extends RecordKind> = { record: RecordTypes[K] | null; values: Record<string, unknown> };

/**
 * Creates or edits a record of a kind. The shared zod schema checks the values before they are sent
 * (German field errors); the server checks again. An edit names the version it started from, so a
 * save after someone else's is refused (409) with a button that loads their version.
 */
export const RecordFormPage = <K extends RecordKind>({ ui }: { ui: KindUi<K> }) => {
  const id = useParams().id;
  const navigate = useNavigate();
  const flash = useFlash();
  const query = useRecord(ui.kind, id ?? '');
  const save = useSaveRecord(ui.kind);
  const [base, setBase] = useState<Base<K> | null>(id ? null : { record: null, values: ui.emptyValues() });
  const [values, setValues] = useState<Record<string, unknown>>(base?.values ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);

  const load = (record: RecordTypes[K]) => {
    const loaded = ui.toValues ? ui.toValues(record) : editableValues(record);
    setBase({ record, values: loaded });
    setValues(loaded);
  };

  useEffect(() => {
    // Only the first load: a live refresh must not replace what is being typed.
    if (id && !base && query.data) load(query.data);
  });

  const backTo = (savedId?: string) =>
    savedId && ui.pages.details ? pathFor(ui.pages.details, { id: savedId }) : pathFor(ui.pages.list);

  if (!base) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  const set = (path: string, value: unknown) => {
    setValues((current) => setIn(current, path, value));
    setErrors((current) => withoutError(current, path));
  };

  const submit = () => {
    const prepared = ui.prepare ? ui.prepare(values) : values;
    const checked = validateWith(inputSchemaOf(ui.kind), prepared);
    if (!checked.ok) {
      setErrors(checked.errors);
      flash.push({ id: 'record-save-error', type: 'error', content: t.checkInput });
      return;
    }
    save.mutate(
      { id: base.record?.id, version: base.record?.version, data: checked.input },
      {
        onSuccess: (saved) => {
          flash.dismiss('record-save-error');
          flash.push({ type: 'success', content: base.record ? t.saved : t.created });
          navigate(backTo(saved.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          if (error instanceof ApiError) setErrors(fieldErrorsFromIssues(error.issues.map(stripDataPrefix)));
          flash.push({ id: 'record-save-error', type: 'error', content: errorText(error) });
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    load(fresh.data);
    setConflict(null);
    setErrors({});
    flash.push({ type: 'info', content: de.common.reloaded, id: 'record-conflict' });
  };

  return (
    <ContentLayout header={<PageHeader description={base.record ? ui.title(base.record) : undefined} />}>
      <form
        data-testid={`${ui.kind}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Form
          errorText={errors[''] || undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => navigate(backTo(base.record?.id))}>
                {de.common.cancel}
              </Button>
              <Button variant="primary" loading={save.isPending} data-testid={`${ui.kind}-save`}>
                {base.record ? de.common.save : t.create}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} />}
            <FormProvider state={{ values, set, errors }}>
              <ui.Form />
            </FormProvider>
          </SpaceBetween>
        </Form>
      </form>
    </ContentLayout>
  );
};

/** The update call wraps the values in `data`; its field issues name the same paths as the form. */
const stripDataPrefix = <T extends { path: string }>(issue: T): T => ({
  ...issue,
  path: issue.path.startsWith('data.') ? issue.path.slice(5) : issue.path,
});
