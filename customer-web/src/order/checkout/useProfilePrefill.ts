import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { customerApi } from '../../session/customerApi';
import { readCustomerSession } from '../../session/customerSession';
import type { OrderFormValues } from '../model/formValues';
import { contentOf } from './draft';

interface ProfileFacts {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
}

const FIELDS = [
  ['customerFirstName', 'firstName'],
  ['customerLastName', 'lastName'],
  ['customerEmail', 'email'],
  ['customerPhone', 'phone'],
] as const;

/** `values` with each still-empty customer field taken from the profile; the same object when nothing changes. */
export function prefilled(values: OrderFormValues, profile: ProfileFacts): OrderFormValues {
  let next = values;
  for (const [field, key] of FIELDS) {
    const value = profile[key];
    if (typeof value === 'string' && value.trim() && !values[field].trim()) next = { ...next, [field]: value.trim() };
  }
  return next;
}

/**
 * A signed-in customer's new order starts with their name, e-mail and phone: at once from the session
 * the site keeps, then from their profile (the phone is only there). Only empty fields are filled, so
 * nothing the customer typed meanwhile is replaced, and a restored checkout (`active` false) is left as
 * saved. `onBaseline` receives the prefilled form when nothing else was entered, so that an order form
 * holding only the prefill is not kept as a checkout nor guarded on leaving.
 */
export function useProfilePrefill(active: boolean, blank: OrderFormValues, onBaseline: (values: OrderFormValues) => void): void {
  const { values, setValues } = useFormikContext<OrderFormValues>();
  const latest = useRef(values);
  latest.current = values;
  const started = useRef(false);

  useEffect(() => {
    if (!active || started.current) return;
    const user = readCustomerSession();
    if (!user) return;
    started.current = true;
    const controller = new AbortController();
    const fill = (profile: ProfileFacts) => {
      const current = latest.current;
      const next = prefilled(current, profile);
      if (next === current) return;
      if (contentOf(current) === contentOf(blank) || contentOf(current) === contentOf(prefilled(blank, user))) onBaseline(next);
      latest.current = next;
      void setValues(next, false);
    };
    fill(user);
    customerApi
      .profile()
      .then((answer) => {
        if (!controller.signal.aborted && answer?.customer) fill(answer.customer);
      })
      .catch(() => undefined); // the cached name and e-mail are enough; the phone is typed
    return () => controller.abort();
  }, [active, blank, onBaseline, setValues]);
}
