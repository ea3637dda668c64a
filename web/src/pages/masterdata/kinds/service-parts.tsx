import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { driverQueryKinds, type TDriverQuery, type TDriverQueryKind } from '../../../../../schemas/masterdata/service';
import { priceBlockBases, priceBlockBasisLabels } from '../../../../../schemas/price-blocks';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import {
  CheckboxField,
  DecimalField,
  MultiselectField,
  SelectField,
  TextField,
  UnitField,
  useRecordOptions,
  useValueAt,
} from '../form-fields';
import { ListEditor } from '../list-editor';

const s = masterdataTexts.services;

const basisOptions = priceBlockBases.map((basis) => ({ value: basis, label: priceBlockBasisLabels[basis] }));
export const queryKindOptions = driverQueryKinds.map((kind) => ({ value: kind, label: s.queryKinds[kind] }));

/** Price blocks of a service: what is charged by which basis (hectare, hour, flat, ...). */
export const PriceBlocksEditor = () => (
  <ListEditor
    path="priceBlocks"
    label={s.priceBlocks}
    description={s.priceBlocksHint}
    addLabel={s.addPriceBlock}
    newItem={() => ({ id: '', name: '', basis: 'HECTARE', price: '' })}
    testId="service-price-blocks"
    renderItem={(_, blockPath) => (
      <ColumnLayout columns={3}>
        <TextField name={`${blockPath}.name`} label={s.priceBlockName} />
        <SelectField name={`${blockPath}.basis`} label={s.basis} options={basisOptions} />
        <DecimalField name={`${blockPath}.price`} label={s.price} />
      </ColumnLayout>
    )}
  />
);

const restrictionOptions = [
  { value: 'NONE', label: s.restrictionNone },
  { value: 'CATEGORY', label: s.restrictionCategory },
  { value: 'RESOURCE', label: s.restrictionResource },
];

const newRestriction = (type: string | undefined): TDriverQuery['restriction'] =>
  type === 'CATEGORY'
    ? { type: 'CATEGORY', tagIds: [] }
    : type === 'RESOURCE'
      ? { type: 'RESOURCE', resourceId: '', resourceVariantId: null }
      : null;

const needsResource = (kind: TDriverQueryKind) => kind === 'ResourceWithAmount' || kind === 'ResourceOnly';

/** One driver query: kind, question, unit, restriction to articles, and when it is asked and mandatory. */
const DriverQueryEditor = ({ path }: { path: string }) => {
  const [value] = useValueAt(path);
  const [, setRestriction] = useValueAt(`${path}.restriction`);
  const query = (value as Partial<TDriverQuery> | undefined) ?? {};
  const restriction = query.restriction?.type ?? 'NONE';
  const tagOptions = useRecordOptions('resourceTag');
  const resourceOptions = useRecordOptions('resource');
  return (
    <SpaceBetween size="s">
      <ColumnLayout columns={3}>
        <SelectField name={`${path}.kind`} label={s.queryKind} options={queryKindOptions} />
        <TextField name={`${path}.info`} label={s.question} />
        <UnitField name={`${path}.unit`} nullable />
      </ColumnLayout>
      {needsResource((query.kind ?? 'YesNo') as TDriverQueryKind) && (
        <ColumnLayout columns={2}>
          <FormField label={s.restriction} description={s.restrictionHint}>
            <Select
              selectedOption={restrictionOptions.find((option) => option.value === restriction) ?? null}
              options={restrictionOptions}
              onChange={({ detail }) => setRestriction(newRestriction(detail.selectedOption.value))}
            />
          </FormField>
          {restriction === 'CATEGORY' && (
            <MultiselectField
              name={`${path}.restriction.tagIds`}
              label={masterdataTexts.fields.tags}
              options={tagOptions}
            />
          )}
          {restriction === 'RESOURCE' && (
            <SelectField name={`${path}.restriction.resourceId`} label={s.resource} options={resourceOptions} />
          )}
        </ColumnLayout>
      )}
      <ColumnLayout columns={4}>
        <CheckboxField name={`${path}.askOnStart`} label={s.askOnStart} />
        <CheckboxField name={`${path}.mandatoryOnStart`} label={s.mandatoryOnStart} />
        <CheckboxField name={`${path}.askOnStop`} label={s.askOnStop} />
        <CheckboxField name={`${path}.mandatoryOnStop`} label={s.mandatoryOnStop} />
      </ColumnLayout>
    </SpaceBetween>
  );
};

export const DriverQueriesEditor = () => (
  <ListEditor
    path="driverQueries"
    label={s.driverQueries}
    description={s.driverQueriesHint}
    addLabel={s.addDriverQuery}
    newItem={() => ({
      id: '',
      kind: 'YesNo',
      info: '',
      unit: null,
      restriction: null,
      askOnStart: false,
      askOnStop: true,
      mandatoryOnStart: false,
      mandatoryOnStop: false,
    })}
    testId="service-driver-queries"
    renderItem={(_, queryPath) => <DriverQueryEditor path={queryPath} />}
  />
);
