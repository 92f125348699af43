import type { FieldIssue } from '@apostille/domain';
import { getIn, setIn, type FormikErrors } from 'formik';
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

/** A refusal the server gave for a field, kept until the customer changes that field. */
export interface ServerIssue extends FieldIssue {
  /** The field's value when the server refused it (JSON). */
  value: string;
}

const valueAt = (values: OrderFormValues, field: string) => JSON.stringify(getIn(values, field) ?? null);

export function toServerIssues(issues: readonly FieldIssue[], values: OrderFormValues): ServerIssue[] {
  return issues.map((i) => ({ field: i.field, message: i.message, value: valueAt(values, i.field) }));
}

/**
 * Formik's `validate`: the first problem of each field as formik errors. The server's refusals
 * (`serverIssues`) stay on their field until its value changes: the page's rules may pass what
 * only the server can judge (a staged file that expired, a file's content).
 */
export async function validateOrderForm(values: OrderFormValues, serverIssues: readonly ServerIssue[] = []): Promise<FormikErrors<OrderFormValues>> {
  const { orderFieldIssues } = await loadOrderSchema();
  let errors: FormikErrors<OrderFormValues> = {};
  for (const issue of [...orderFieldIssues(values), ...serverIssues.filter((i) => i.value === valueAt(values, i.field))]) {
    if (getIn(errors, issue.field) === undefined) errors = setIn(errors, issue.field, issue.message) as FormikErrors<OrderFormValues>;
  }
  return errors;
}

/** Every field problem of the order's rules, in form order (first = the one a toast shows and the customer is taken to). */
export async function orderFieldProblems(values: OrderFormValues): Promise<FieldIssue[]> {
  const { orderFieldIssues } = await loadOrderSchema();
  return orderFieldIssues(values);
}
