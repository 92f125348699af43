import { MOBILE_BREAKPOINT_PX } from '@apostille/domain';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below the spec's 768 px breakpoint the console shows its mobile view. */
export const PHONE_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`;

export function useIsPhone(): boolean {
  // Measured on the first render: a phone never flashes the desktop table first.
  return useMediaQuery(PHONE_QUERY, { noSsr: true });
}
