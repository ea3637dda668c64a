import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { inputSchemaOf, type RecordKind } from '../../../../schemas/masterdata/kinds';
import { ApiError, errorText } from '../../api/api-error';
import { type RecordTypes, useRecord, useSaveRecord } from '../../api/records';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { validateWith } from '../../forms/validate';
import { de } from '../../i18n/de';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { ConflictAlert } from '../company/conflict-alert';
import { editableValues, type KindUi } from './kind-ui';

const t = masterdataTexts.form;

type Values = Record<string, unknown>;
type Base<K extends RecordKind> = { record: RecordTypes[K] | null; values: Values };

const valuesOf = <K extends RecordKind>(ui: KindUi<K>, record: RecordTypes[K]): Values =>
  ui.toValues ? ui.toValues(record) : editableValues(record);

/**
 * Creates or edits a record of a kind. The shared zod schema checks the values before they are sent
 * (German field errors, focus on the first wrong field); the server checks again. An edit names the
 * version it started from, so a save after someone else's is refused (409) with a button that loads
 * their version.
 */
export const RecordFormPage = <K extends RecordKind>({ ui }: { ui: KindUi<K> }) => {
  const id = useParams().id;
  const query = useRecord(ui.kind, id ?? '');
  const [base, setBase] = useState<Base<K> | null>(id ? null : { record: null, values: ui.emptyValues() });

  useEffect(() => {
    // Only the first load: a live refresh must not replace what is being typed.
    if (id && !base && query.data) setBase({ record: query.data, values: valuesOf(ui, query.data) });
  });

  if (!base) return <PageLoading error={query.isError ? query.error : null} />;
  return <RecordForm ui={ui} base={base} onReloaded={setBase} refetch={query.refetch} />;
};

const RecordForm = <K extends RecordKind>({
  ui,
  base,
  onReloaded,
  refetch,
}: {
  ui: KindUi<K>;
  base: Base<K>;
  onReloaded: (base: Base<K>) => void;
  refetch: () => Promise<{ data?: RecordTypes[K] }>;
}) => {
  const navigate = useNavigate();
  const flash = useFlash();
  const save = useSaveRecord(ui.kind);
  const schema = inputSchemaOf(ui.kind);
  const prepare = (values: Values) => (ui.prepare ? ui.prepare(values) : values);
  const form = useSchemaForm({ schema, defaultValues: base.values, prepare });
  const formRef = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const backTo = (savedId?: string) =>
    savedId && ui.pages.details ? pathFor(ui.pages.details, { id: savedId }) : pathFor(ui.pages.list);

  const send = () => {
    // The API takes the schema's input shape (the kind is chosen at run time, its output type unknown):
    // the checked values as prepared are sent, as the resolver accepted them.
    const checked = validateWith(schema, prepare(form.getValues()));
    if (!checked.ok) return;
    save.mutate(
      { id: base.record?.id, version: base.record?.version, data: checked.input },
      {
        onSuccess: (saved) => {
          flash.push({ type: 'success', content: base.record ? t.saved : t.created });
          navigate(backTo(saved.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          if (error instanceof ApiError && error.issues.length > 0)
            showServerIssues(form, error.issues, formRef.current, 'data.');
          else form.setError('root.server', { type: 'server', message: errorText(error) });
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await refetch();
    if (!fresh.data) return;
    const values = valuesOf(ui, fresh.data);
    onReloaded({ record: fresh.data, values });
    form.reset(values);
    setConflict(null);
    flash.push({ type: 'info', content: de.common.reloaded, id: 'record-conflict' });
  };

  const { errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  const formError = errors.root?.server?.message ?? (hasFieldErrors ? t.checkInput : undefined);

  return (
    <ContentLayout header={<PageHeader description={base.record ? ui.title(base.record) : undefined} />}>
      <FormProvider {...form}>
        <form ref={formRef} data-testid={`${ui.kind}-form`} onSubmit={submitWith(form, send)} noValidate>
          <Form
            errorText={formError}
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
              <ui.Form />
            </SpaceBetween>
          </Form>
        </form>
      </FormProvider>
    </ContentLayout>
  );
};
