import ContentLayout from '@cloudscape-design/components/content-layout';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type * as z from 'zod';
import type { TCompany } from '../../../../schemas/api/company';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany } from '../../api/company';
import { useFlash } from '../../app/flash';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { formErrorText } from '../../forms/form-error';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import type { SettingsValues } from './settings-values';
import { VersionedForm } from './versioned-form';

/** What the page's save mutation (web/src/api/company.ts) offers the form. */
type SaveMutation<Body> = {
  isPending: boolean;
  mutate: (body: Body, callbacks: { onSuccess: (company: TCompany) => void; onError: (error: Error) => void }) => void;
};

type Props<S extends z.ZodObject> = {
  /** What the page saves of the company settings (its endpoint's body without the version). */
  schema: S;
  save: SaveMutation<z.output<S> & { version: number }>;
  testId: string;
  children: ReactNode;
};

/**
 * A page that edits part of the company settings (application.md §3): the global settings, the order
 * settings. The form holds all settings (the presets editor works on them), the page's schema takes its
 * part; saving is version-checked, a conflict offers the other version.
 */
export const CompanySettingsPage = <S extends z.ZodObject>(props: Props<S>) => {
  const query = useCompany();
  return query.data ? (
    <SettingsForm loaded={query.data} refetch={query.refetch} {...props} />
  ) : (
    <PageLoading error={query.isError ? query.error : null} />
  );
};

const SettingsForm = <S extends z.ZodObject>({
  loaded,
  refetch,
  schema,
  save,
  testId,
  children,
}: Props<S> & { loaded: TCompany; refetch: ReturnType<typeof useCompany>['refetch'] }) => {
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  // The version being edited; refreshes of the query do not replace what is changed.
  const [base, setBase] = useState<TCompany>(loaded);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useSchemaForm<SettingsValues, S>({ schema, defaultValues: loaded.settings });

  const reload = async () => {
    const fresh = await refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    form.reset(fresh.data.settings);
    setConflict(null);
    flash.push({ id: `${testId}-reloaded`, type: 'info', content: de.common.reloaded });
  };

  const submit = (settings: z.output<S>) => {
    if (save.isPending) return;
    save.mutate(
      { ...settings, version: base.version },
      {
        onSuccess: (company) => {
          setBase(company);
          form.reset(company.settings);
          flash.dismiss(`${testId}-save-error`);
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            window.scrollTo({ top: 0, behavior: 'smooth' });
            return;
          }
          if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
          flash.push({ id: `${testId}-save-error`, type: 'error', content: errorText(error) });
        },
      },
    );
  };

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <FormProvider {...form}>
        <VersionedForm
          testId={testId}
          formRef={formRef}
          saving={save.isPending}
          conflict={conflict}
          errorText={formErrorText(form.formState.errors)}
          onSubmit={submitWith(form, submit)}
          onReload={() => void reload()}
        >
          {children}
        </VersionedForm>
      </FormProvider>
    </ContentLayout>
  );
};
