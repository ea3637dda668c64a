import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatGermanMoney, formatGermanPercent } from '../../../../schemas/kernel/german-format';
import { unitOptionLabel, units } from '../../../../schemas/units';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { DecimalField } from '../../forms/typed-fields';
import { receiptTexts } from '../../i18n/de/receipts';
import { totalsRows } from './receipt-details-values';
import {
  draftTotals,
  movedPosition,
  newPosition,
  positionNet,
  type ReceiptFormValues,
  vatRateOptions,
} from './receipt-values';

const t = receiptTexts.positions;
const unitOptions = units.map((unit) => ({ value: unit, label: unitOptionLabel(unit) }));
const vatOptions = vatRateOptions.map((rate) => ({ value: String(rate), label: formatGermanPercent(rate) }));

/** The net of one position as it is typed (THE receipt arithmetic: schemas/kernel/vat.ts). */
const LineTotal = ({ index }: { index: number }) => {
  const position = useWatch<ReceiptFormValues, `positions.${number}`>({ name: `positions.${index}` });
  const currency = useWatch<ReceiptFormValues, 'currency'>({ name: 'currency' });
  return (
    <Box fontWeight="bold" data-testid="position-line-total">
      {t.lineTotal}: {position ? formatGermanMoney(positionNet(position), currency) : ''}
    </Box>
  );
};

/** The live totals of the draft: net, VAT per rate, gross, as the PDF will print them. */
export const DraftTotals = () => {
  const [positions, reverseCharge, currency] = useWatch<ReceiptFormValues, ['positions', 'reverseCharge', 'currency']>({
    name: ['positions', 'reverseCharge', 'currency'],
  });
  const totals = draftTotals(positions ?? [], reverseCharge);
  return (
    <Container header={<Header variant="h2">{receiptTexts.details.totals}</Header>}>
      <SpaceBetween size="xs">
        {totalsRows({ totals, reverseCharge, currency }).map((row) => (
          <Box key={row.label} fontWeight={row.strong ? 'bold' : 'normal'} data-testid="draft-total-row">
            {row.label}: {row.value}
          </Box>
        ))}
      </SpaceBetween>
    </Container>
  );
};

/** The positions of a draft: add, remove, move up and down; German decimals; the line total live. */
export const ReceiptPositionsEditor = () => {
  const { control } = useFormContext<ReceiptFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'positions', keyName: 'key' });
  const positions = useWatch<ReceiptFormValues, 'positions'>({ name: 'positions' });
  const move = (index: number, delta: -1 | 1) => replace(movedPosition(positions ?? [], index, delta));
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button
              formAction="none"
              iconName="add-plus"
              onClick={() => append(newPosition())}
              data-testid="position-add"
            >
              {t.add}
            </Button>
          }
        >
          {receiptTexts.details.positions}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {fields.length === 0 && <Box color="text-body-secondary">{t.empty}</Box>}
        {fields.map((field, index) => (
          <Container key={field.key} data-testid="position">
            <SpaceBetween size="s">
              <ColumnLayout columns={2}>
                <TextField<ReceiptFormValues> name={`positions.${index}.name`} label={t.name} required />
                <SelectField<ReceiptFormValues> name={`positions.${index}.unit`} label={t.unit} options={unitOptions} />
              </ColumnLayout>
              <TextAreaField<ReceiptFormValues> name={`positions.${index}.description`} label={t.description} />
              <ColumnLayout columns={4}>
                <DecimalField<ReceiptFormValues> name={`positions.${index}.quantity`} label={t.quantity} />
                <DecimalField<ReceiptFormValues>
                  name={`positions.${index}.unitPrice`}
                  label={t.unitPrice}
                  minDigits={2}
                />
                <DecimalField<ReceiptFormValues> name={`positions.${index}.discountPercent`} label={t.discount} />
                <SelectField<ReceiptFormValues>
                  name={`positions.${index}.vatPercentPoints`}
                  label={t.vat}
                  options={vatOptions}
                />
              </ColumnLayout>
              <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                <LineTotal index={index} />
                <Button
                  formAction="none"
                  variant="icon"
                  iconName="angle-up"
                  ariaLabel={t.up}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  formAction="none"
                  variant="icon"
                  iconName="angle-down"
                  ariaLabel={t.down}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  formAction="none"
                  variant="icon"
                  iconName="remove"
                  ariaLabel={t.remove}
                  onClick={() => remove(index)}
                />
              </SpaceBetween>
            </SpaceBetween>
          </Container>
        ))}
      </SpaceBetween>
    </Container>
  );
};
