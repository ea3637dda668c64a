import type { TCustomerData } from '../../../../schemas/customer';

/**
 * The customer form's valid submit. While a save is pending (`busy`) it does nothing, so pressing Enter
 * again cannot create the customer twice; what is valid decides the shared ZCustomerInput (useSchemaForm).
 */
export const submitUnlessBusy =
  (busy: boolean, onSubmit: (data: TCustomerData) => void) =>
  (data: TCustomerData): void => {
    if (!busy) onSubmit(data);
  };
