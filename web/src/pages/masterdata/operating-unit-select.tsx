import Select from '@cloudscape-design/components/select';
import { useOperatingUnits } from '../../api/company';
import { masterdataTexts } from '../../i18n/de/masterdata';

const t = masterdataTexts.list;

/**
 * Narrows a list to one operating unit (Betrieb); shown only when the company has more than one.
 * '' means all units.
 */
export const OperatingUnitSelect = ({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (unitId: string) => void;
  testId: string;
}) => {
  const units = useOperatingUnits(false);
  if ((units.data?.length ?? 0) < 2) return null;
  const options = [
    { value: '', label: t.allUnits },
    ...(units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
  ];
  return (
    <Select
      selectedOption={options.find((option) => option.value === value) ?? null}
      options={options}
      onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      ariaLabel={t.unitFilter}
      inlineLabelText={t.unitFilter}
      data-testid={testId}
    />
  );
};

/** Records without operating units belong to all of them. */
export const inOperatingUnit = (unitId: string, item: { operatingUnitIds: readonly string[] }): boolean =>
  unitId === '' || item.operatingUnitIds.length === 0 || item.operatingUnitIds.includes(unitId);
