import { getIn, type FormikContextType } from 'formik';
import type { OrderFormValues } from '../model/formValues';

/** value/onChange/onBlur/error/helperText for a MUI TextField bound to a formik path. */
export function fieldProps(f: FormikContextType<OrderFormValues>, name: string) {
  const error = getIn(f.errors, name) as string | undefined;
  const touched = Boolean(getIn(f.touched, name)) || f.submitCount > 0;
  return {
    id: `order-${name.replace(/[.[\]]+/g, '-')}`,
    name,
    value: (getIn(f.values, name) as string | undefined) ?? '',
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: touched && Boolean(error),
    helperText: touched && error ? error : undefined,
    fullWidth: true,
  };
}
