import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { OrderFormValues } from './formValues';

/*
 * The order's field rules (model/schema.ts) are written with yup, about 12 KB of gzip that a phone
 * would otherwise download before the form is usable. They load with the first validation (or
 * when the customer first touches the form, see prefetchOrderForm) instead of with the page.
 */
let schemaModule: Promise<typeof import('./schema')> | undefined;

export function loadOrderSchema(): Promise<typeof import('./schema')> {
  schemaModule ??= import('./schema').catch((error: unknown) => {
    schemaModule = undefined; // a failed download is tried again at the next validation
    throw error;
  });
  return schemaModule;
}

/** Formik's `validate`: the same errors formik's own `validationSchema` would give. */
export async function validateOrderForm(values: OrderFormValues): Promise<FormikErrors<OrderFormValues>> {
  const { orderSchema } = await loadOrderSchema();
  try {
    await validateYupSchema(values, orderSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** Every field message of the order's rules, in schema order (first = the one a toast shows). */
export async function orderFieldMessages(values: OrderFormValues): Promise<string[]> {
  const { validationMessages } = await loadOrderSchema();
  return validationMessages(values);
}
