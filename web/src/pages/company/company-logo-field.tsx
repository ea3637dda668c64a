import type { TCompany } from '../../../../schemas/api/company';
import { useCompanyLogo, useRemoveCompanyLogo, useUploadCompanyLogo } from '../../api/company';
import { de } from '../../i18n/de';
import { LogoField } from './logo-field';

/** The logo part of the company page (logo-field.tsx: it saves on its own, version-checked). */
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
  return (
    <LogoField
      record={company}
      title={de.company.logo}
      description={de.company.logoDescription}
      logoUrl={logo.data?.url}
      upload={upload}
      remove={remove}
      onChanged={onChanged}
      testId="company-logo"
    />
  );
};
