import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type TCompany, ZCompanyInput } from '../../../../schemas/api/company';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useOperatingUnits, useUpdateCompany } from '../../api/company';
import { useFlash } from '../../app/flash';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { SelectField, TextField } from '../../forms/fields';
import { formErrorText } from '../../forms/form-error';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { CompanyLogoField } from './company-logo-field';
import { VersionedForm } from './versioned-form';

type Values = {
  name: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  website: string;
  defaultUnitId: string;
};

const valuesFrom = (company: TCompany): Values => ({
  name: company.name,
  street: company.street ?? '',
  zip: company.zip ?? '',
  city: company.city ?? '',
  email: company.email ?? '',
  phone: company.phone ?? '',
  website: company.website ?? '',
  defaultUnitId: company.defaultUnitId ?? '',
});

const texts = de.company;

/** Company page (owner, admin): the contractor's name, address, contact and default operating unit. */
const CompanyPage = () => {
  const query = useCompany();
  return query.data ? (
    <CompanyForm loaded={query.data} refetch={query.refetch} />
  ) : (
    <PageLoading error={query.isError ? query.error : null} />
  );
};

const CompanyForm = ({ loaded, refetch }: { loaded: TCompany; refetch: ReturnType<typeof useCompany>['refetch'] }) => {
  const update = useUpdateCompany();
  const flash = useFlash();
  const formRef = useRef<HTMLFormElement>(null);
  // The version being edited; refreshes of the query do not replace what is typed.
  const [base, setBase] = useState<TCompany>(loaded);
  const [conflict, setConflict] = useState<string | null>(null);
  // The default unit is one of the company's active operating units (the server refuses others).
  const unitOptions = [
    { value: '', label: de.company.noUnit },
    ...(useOperatingUnits(false).data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
  ];
  const form = useSchemaForm<Values, typeof ZCompanyInput>({
    schema: ZCompanyInput,
    defaultValues: valuesFrom(loaded),
  });

  const reload = async () => {
    const fresh = await refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    form.reset(valuesFrom(fresh.data));
    setConflict(null);
    flash.push({ id: 'company-reloaded', type: 'info', content: de.common.reloaded });
  };

  const save = () => {
    if (update.isPending) return;
    // The values as typed: an emptied field is sent as '' and so cleared by the update.
    update.mutate(
      { ...form.getValues(), version: base.version },
      {
        onSuccess: (company) => {
          setBase(company);
          form.reset(valuesFrom(company));
          flash.dismiss('company-save-error');
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            return;
          }
          if (error instanceof ApiError) showServerIssues(form, error.issues, formRef.current);
          flash.push({ id: 'company-save-error', type: 'error', content: errorText(error) });
        },
      },
    );
  };

  // A logo change is the user's own: the form goes on from its version, keeping what is typed.
  const logoChanged = (company: TCompany) =>
    setBase((current) => ({ ...current, logoKey: company.logoKey, version: company.version }));

  const field = (name: keyof Values, label: string, kind?: 'email' | 'phone' | 'zip' | 'url', required?: boolean) => (
    <TextField<Values> name={name} label={label} kind={kind} required={required} testId={`company-${name}`} />
  );

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <SpaceBetween size="l">
        <CompanyLogoField company={base} onChanged={logoChanged} />
        <FormProvider {...form}>
          <VersionedForm
            testId="company"
            formRef={formRef}
            saving={update.isPending}
            conflict={conflict}
            errorText={formErrorText(form.formState.errors)}
            onSubmit={submitWith(form, save)}
            onReload={() => void reload()}
          >
            <Container header={<Header variant="h2">{texts.masterData}</Header>}>
              <SpaceBetween size="l">
                {field('name', texts.name, undefined, true)}
                <ColumnLayout columns={3}>
                  {field('street', texts.street)}
                  {field('zip', texts.zip, 'zip')}
                  {field('city', texts.city)}
                </ColumnLayout>
              </SpaceBetween>
            </Container>
            <Container header={<Header variant="h2">{texts.contact}</Header>}>
              <ColumnLayout columns={3}>
                {field('email', texts.email, 'email')}
                {field('phone', texts.phone, 'phone')}
                {field('website', texts.website, 'url')}
              </ColumnLayout>
            </Container>
            <Container>
              <SelectField<Values>
                name="defaultUnitId"
                label={texts.defaultUnit}
                options={unitOptions}
                testId="company-defaultUnitId"
              />
            </Container>
          </VersionedForm>
        </FormProvider>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CompanyPage;
