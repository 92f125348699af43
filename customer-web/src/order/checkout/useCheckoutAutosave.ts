import { useEffect, useRef } from 'react';
import type { OrderFormValues } from '../model/formValues';
import type { Presentation } from '../model/wizardSteps';
import { saveCheckout } from './checkoutApi';
import { checkoutKey } from './checkoutKey';
import { fileIdsOf, toDraft } from './draft';

export const AUTOSAVE_DEBOUNCE_MS = 500;

interface AutosaveInput {
  /** Whether there is anything to keep: off before the restore, for an untouched form and once the checkout is over. */
  active: boolean;
  step: number;
  values: OrderFormValues;
  presentation: Presentation;
}

/**
 * Keeps the server's copy of the checkout current (PUT /api/checkout): at once on every step change
 * and when the staged files change (a reload right after an upload must find the file in the draft),
 * otherwise 500 ms after the last keystroke. What is still unsaved when the page goes away is sent
 * with keepalive, which outlives the page. Answers `stop`, called when the checkout is over.
 */
export function useCheckoutAutosave({ active, step, values, presentation }: AutosaveInput): () => void {
  const latest = useRef({ active, step, values, presentation });
  latest.current = { active, step, values, presentation };
  const unsaved = useRef(false);
  const stopped = useRef(false);
  const savedFiles = useRef(fileIdsOf(values));

  const save = useRef((keepalive: boolean) => {
    const current = latest.current;
    unsaved.current = false;
    if (!current.active || stopped.current) return;
    savedFiles.current = fileIdsOf(current.values);
    saveCheckout(checkoutKey(), current.step, toDraft(current.values, current.presentation), keepalive).catch((error: unknown) => {
      // A draft the server refuses (over 32 KB) or a lost connection costs only the restore after a reload.
      console.warn('The checkout could not be saved.', error);
    });
  }).current;

  useEffect(() => {
    if (active) save(false);
  }, [active, step, presentation, save]);

  useEffect(() => {
    if (!latest.current.active) return;
    unsaved.current = true;
    const timer = setTimeout(() => save(false), fileIdsOf(values) === savedFiles.current ? AUTOSAVE_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [values, save]);

  useEffect(() => {
    const flush = () => {
      if (unsaved.current) save(true);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush(); // leaving the order page inside the site
    };
  }, [save]);

  // The checkout is over on this page (order placed, a new one begun): nothing more may be saved under its key.
  return useRef(() => {
    stopped.current = true;
  }).current;
}
