import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { masterdataTexts } from '../../i18n/de/masterdata';
import { useValueAt } from './form-fields';

/**
 * An editable list inside a form (variants, price tiers, price blocks, driver queries): each entry
 * rendered by the caller with its index, plus add and remove. New entries get their id from the server.
 */
export const ListEditor = ({
  path,
  label,
  description,
  addLabel,
  newItem,
  renderItem,
  testId,
  minItems = 0,
}: {
  path: string;
  label?: string;
  description?: string;
  addLabel: string;
  newItem: () => unknown;
  renderItem: (index: number, itemPath: string) => ReactNode;
  testId: string;
  minItems?: number;
}) => {
  const [value, set] = useValueAt(path);
  const { getFieldState } = useFormContext();
  // The list's own error (e.g. 'at least one'), subscribed to by path.
  const formState = useFormState({ name: path });
  const error = getFieldState(path, formState).error?.message;
  const items: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div data-field-path={path}>
      <FormField label={label} description={description} errorText={error} stretch data-testid={testId}>
        <SpaceBetween size="s">
          {items.length === 0 && <Box color="text-body-secondary">{masterdataTexts.form.noEntries}</Box>}
          {items.map((_, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id until saved; order is their identity.
              key={index}
              style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
              data-testid={`${testId}-item`}
            >
              <div style={{ flex: 1, minWidth: 0 }}>{renderItem(index, `${path}.${index}`)}</div>
              <div style={{ paddingTop: 24 }}>
                <Button
                  formAction="none"
                  variant="icon"
                  iconName="remove"
                  ariaLabel={masterdataTexts.form.remove}
                  disabled={items.length <= minItems}
                  onClick={() => set(items.filter((__, other) => other !== index))}
                />
              </div>
            </div>
          ))}
          <Button
            formAction="none"
            iconName="add-plus"
            onClick={() => set([...items, newItem()])}
            data-testid={`${testId}-add`}
          >
            {addLabel}
          </Button>
        </SpaceBetween>
      </FormField>
    </div>
  );
};
