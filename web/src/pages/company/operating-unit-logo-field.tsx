import type { TOperatingUnit } from '../../../../schemas/api/company';
import {
  useOperatingUnitLogo,
  useRemoveOperatingUnitLogo,
  useUploadOperatingUnitLogo,
} from '../../api/operating-unit-logo';
import { de } from '../../i18n/de';
import { LogoField } from './logo-field';

/** The unit's own receipt logo in the unit dialog (logo-field.tsx: it saves on its own, version-checked). */
export const OperatingUnitLogoField = ({
  unit,
  onChanged,
}: {
  unit: TOperatingUnit;
  onChanged: (unit: TOperatingUnit) => void;
}) => {
  const logo = useOperatingUnitLogo(unit.id);
  const upload = useUploadOperatingUnitLogo(unit.id);
  const remove = useRemoveOperatingUnitLogo(unit.id);
  return (
    <LogoField
      record={unit}
      title={de.receiptData.logo}
      description={de.receiptData.logoDescription}
      logoUrl={logo.data?.url}
      upload={upload}
      remove={remove}
      onChanged={onChanged}
      testId="unit-logo"
    />
  );
};
