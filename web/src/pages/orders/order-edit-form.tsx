import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { TOrder } from '../../../../schemas/orders/order';
import { ApiError, errorText } from '../../api/api-error';
import { useUpdateOrder } from '../../api/orders';
import { useFlash } from '../../app/flash';
import { FormAlert } from '../../forms/form-alert';
import { showServerIssues, submitWith, useSchemaForm } from '../../forms/schema-form';
import { de } from '../../i18n/de';
import { ConflictAlert } from '../company/conflict-alert';
import { OrderFormFields } from './order-form-fields';
import type { OrderNames } from './order-names';
import {
  type OrderFormValues,
  orderChange,
  orderFormIssues,
  orderFormValues,
  prepareOrderForm,
  ZOrderForm,
} from './order-values';

const texts = de.orders;

/**
 * 'Bearbeiten' on the order details (application.md §2): the create form with the order's plan, saved on
 * the version it was opened with. Someone saving in between is a conflict with a button that loads
 * their version; the order rules' issues (named under `data.` by PATCH) show at their fields.
 */
export const OrderEditForm = ({
  order,
  names,
  multiCustomer,
  reload,
  onClose,
}: {
  order: TOrder;
  names: OrderNames;
  multiCustomer: boolean;
  /** Reads the order again (after a conflict). */
  reload: () => Promise<TOrder | undefined>;
  onClose: () => void;
}) => {
  const flash = useFlash();
  const update = useUpdateOrder();
  const formRef = useRef<HTMLFormElement>(null);
  // The version being edited: live refreshes of the page do not replace what is typed.
  const [base, setBase] = useState(order);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useSchemaForm<OrderFormValues, typeof ZOrderForm>({
    schema: ZOrderForm,
    defaultValues: orderFormValues(order),
    prepare: (values) => prepareOrderForm(values, multiCustomer),
  });
  const loadCurrent = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setBase(fresh);
    form.reset(orderFormValues(fresh));
    setConflict(null);
  };
  const save = submitWith(form, (planned) =>
    update.mutate(
      { order: base, change: orderChange(base, planned) },
      {
        onSuccess: () => {
          flash.push({ type: 'success', content: texts.changed });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isConflict) setConflict(error.message);
          else if (error instanceof ApiError && error.issues.length > 0)
            showServerIssues(form, orderFormIssues(error.issues, multiCustomer, 'data.'), formRef.current);
          else form.setError('root.server', { type: 'server', message: errorText(error) });
        },
      },
    ),
  );
  return (
    <Container header={<Header variant="h2">{texts.editTitle}</Header>}>
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={save} data-testid="order-edit-form">
          <SpaceBetween size="l">
            {conflict && <ConflictAlert message={conflict} onReload={() => void loadCurrent()} />}
            <FormAlert message={form.formState.errors.root?.server?.message} testId="order-error" />
            <OrderFormFields names={names} multiCustomer={multiCustomer} />
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={onClose} data-testid="order-edit-cancel">
                {texts.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={update.isPending} data-testid="order-edit-save">
                {texts.saveChanges}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </form>
      </FormProvider>
    </Container>
  );
};
