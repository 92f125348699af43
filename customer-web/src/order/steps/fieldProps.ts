import { getIn, type FormikContextType } from 'formik';
import { createElement, type ReactNode } from 'react';

interface FieldOptions {
  /** Most characters the field takes (ORDER_TEXT_LIMITS): the input stops there. */
  maxLength?: number;
  /** Shows "12/2000" under the field (long fields, where the limit can be reached). */
  counter?: boolean;
  inputMode?: 'numeric' | 'text';
  /** The element id's start (ids are unique on a page): 'order' unless another form says. */
  idPrefix?: string;
}

/** The error (if shown) and, for long fields, the count of characters against the limit. */
function helper(error: string | undefined, length: number, options: FieldOptions): ReactNode {
  if (!options.counter || !options.maxLength) return error;
  const count = createElement('span', { style: { marginLeft: 'auto', whiteSpace: 'nowrap' } }, `${length}/${options.maxLength}`);
  return createElement('span', { style: { display: 'flex', gap: 8 } }, error ? createElement('span', null, error) : null, count);
}

/** value/onChange/onBlur/error/helperText (and the input's limit) for a MUI TextField bound to a formik path. */
export function fieldProps<Values>(f: FormikContextType<Values>, name: string, options: FieldOptions = {}) {
  const error = getIn(f.errors, name) as string | undefined;
  const touched = Boolean(getIn(f.touched, name)) || f.submitCount > 0;
  const value = (getIn(f.values, name) as string | undefined) ?? '';
  const shown = touched && error ? error : undefined;
  const htmlInput = { maxLength: options.maxLength, inputMode: options.inputMode };
  return {
    id: `${options.idPrefix ?? 'order'}-${name.replace(/[.[\]]+/g, '-')}`,
    name,
    value,
    onChange: f.handleChange,
    onBlur: f.handleBlur,
    error: Boolean(shown),
    // An empty line until there is a message: a message appearing on blur never moves the buttons below
    // the field between the press and the release of a click (which would lose the click).
    helperText: helper(shown, value.length, options) ?? ' ',
    fullWidth: true,
    ...(options.maxLength || options.inputMode ? { slotProps: { htmlInput } } : {}),
  };
}
