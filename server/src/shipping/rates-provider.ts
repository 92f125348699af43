import type { ShippingRate } from '@apostille/domain';

/** Where a return parcel goes (the customer's shipping address). */
export interface RateDestination {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  residential: boolean;
}

export interface RateParcel {
  /** Pounds. */
  weight: number;
  /** Inches. */
  length: number;
  width: number;
  height: number;
}

export interface RateRequest {
  toAddress: RateDestination;
  packages: RateParcel[];
}

/** A source of return-shipping rates (money in integer cents). */
export interface RatesProvider {
  readonly name: string;
  rates(request: RateRequest): Promise<ShippingRate[]>;
}

/** Injection token of the live carrier provider; null when no carrier API key is configured. */
export const CARRIER_RATES_PROVIDER = Symbol('CARRIER_RATES_PROVIDER');
