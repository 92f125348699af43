import { returnsByCarrier, type ShippingRateDto } from '@apostille/domain';
import type { OrderFormValues } from './formValues';

// Apart from payload.ts, which brings the quote (and its route tables) with it: the running total
// needs this rule on the first paint, the quote only once a service level is chosen.

/** The chosen return rate, or null for pickup (which sends nothing back, whatever was picked before). */
export const returnRate = (v: Pick<OrderFormValues, 'deliveryMethod' | 'selectedShippingRate'>): ShippingRateDto | null =>
  returnsByCarrier(v.deliveryMethod) ? v.selectedShippingRate : null;
