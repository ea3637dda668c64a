import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { type TCompany, ZCompanyInput } from '../../../../schemas/api/company';
import { unitLabels, units } from '../../../../schemas/units';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useUpdateCompany } from '../../api/company';
import { useFlash } from '../../app/flash';
import { type FieldErrors, fieldErrorsFromIssues, validateWith, withoutError } from '../../components/field-errors';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
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

const unitOptions = [
  { value: '', label: de.company.noUnit },
  ...units.map((unit) => ({ value: unit, label: `${unit} – ${unitLabels[unit]}` })),
];

const texts = de.company;

/** Company page (owner, admin): the contractor's name, address, contact and default unit. */
const CompanyPage = () => {
  const query = useCompany();
  const update = useUpdateCompany();
  const flash = useFlash();
  // The version being edited; refreshes of the query do not replace what is typed.
  const [base, setBase] = useState<TCompany | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);

  useEffect(() => {
    if (!base && query.data) {
      setBase(query.data);
      setValues(valuesFrom(query.data));
    }
  }, [base, query.data]);

  if (!base || !values) {
    return <PageLoading error={query.isError ? query.error : null} />;
  }

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => withoutError(current, field));
  };

  const field = (name: keyof Values, label: string) => (
    <FormField label={label} errorText={errors[name]}>
      <Input
        value={values[name]}
        onChange={(event) => set(name)(event.detail.value)}
        invalid={Boolean(errors[name])}
        data-testid={`company-${name}`}
      />
    </FormField>
  );

  const reload = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    setBase(fresh.data);
    setValues(valuesFrom(fresh.data));
    setConflict(null);
    setErrors({});
    flash.push({ id: 'company-reloaded', type: 'info', content: de.common.reloaded });
  };

  const submit = () => {
    if (update.isPending) return;
    const result = validateWith(ZCompanyInput, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    update.mutate(
      { ...values, version: base.version },
      {
        onSuccess: (company) => {
          setBase(company);
          setValues(valuesFrom(company));
          flash.dismiss('company-save-error');
          flash.push({ type: 'success', content: de.common.saved });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) {
            setConflict(error.message);
            return;
          }
          setErrors(error instanceof ApiError ? fieldErrorsFromIssues(error.issues) : {});
          flash.push({ id: 'company-save-error', type: 'error', content: errorText(error) });
        },
      },
    );
  };

  // A logo change is the user's own: the form goes on from its version, keeping what is typed.
  const logoChanged = (company: TCompany) =>
    setBase((current) => (current ? { ...current, logoKey: company.logoKey, version: company.version } : company));

  return (
    <ContentLayout header={<PageHeader description={base.name} />}>
      <SpaceBetween size="l">
        <CompanyLogoField company={base} onChanged={logoChanged} />
        <VersionedForm
          testId="company"
          saving={update.isPending}
          conflict={conflict}
          onSubmit={submit}
          onReload={() => void reload()}
        >
          <Container header={<Header variant="h2">{texts.masterData}</Header>}>
            <SpaceBetween size="l">
              {field('name', `${texts.name}*`)}
              <ColumnLayout columns={3}>
                {field('street', texts.street)}
                {field('zip', texts.zip)}
                {field('city', texts.city)}
              </ColumnLayout>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">{texts.contact}</Header>}>
            <ColumnLayout columns={3}>
              {field('email', texts.email)}
              {field('phone', texts.phone)}
              {field('website', texts.website)}
            </ColumnLayout>
          </Container>
          <Container>
            <FormField label={texts.defaultUnit} errorText={errors.defaultUnitId}>
              <Select
                selectedOption={unitOptions.find((option) => option.value === values.defaultUnitId) ?? null}
                options={unitOptions}
                filteringType="auto"
                onChange={(event) => set('defaultUnitId')(event.detail.selectedOption.value ?? '')}
                data-testid="company-defaultUnitId"
              />
            </FormField>
          </Container>
        </VersionedForm>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CompanyPage;
