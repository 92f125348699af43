import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The form's step lives in the address (`?step=2`, counted from 1; none on the first), each move a
 * history entry: the browser's Back and Forward move between steps, and a reload stays on the step.
 */
export function useStepParam(count: number): [number, (step: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('step'));
  const step = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, count) - 1 : 0;
  const goTo = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 0) updated.delete('step');
          else updated.set('step', String(next + 1));
          return updated;
        },
        { replace },
      );
    },
    [setParams],
  );
  return [step, goTo];
}

/** Whether the address names a step (a reload or a bookmark), which then wins over the saved one. */
export const hasStepParam = (search: string) => new URLSearchParams(search).has('step');
