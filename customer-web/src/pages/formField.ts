import type { FormikProps } from 'formik';

/** TextField props for a formik field: value, handlers, and the error once touched (or after a submit attempt). */
export function formField<V extends object>(formik: FormikProps<V>, name: keyof V & string) {
  const error =
    (formik.touched as Record<string, unknown>)[name] || formik.submitCount > 0 ? (formik.errors as Record<string, string | undefined>)[name] : undefined;
  return {
    id: name,
    name,
    value: (formik.values as Record<string, unknown>)[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: typeof error === 'string' ? error : undefined,
  };
}
