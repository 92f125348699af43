import { Injectable } from '@nestjs/common';
import { fallbackRatesFor, type ShippingRate } from '@apostille/domain';
import type { RateRequest, RatesProvider } from './rates-provider.js';

/** The built-in rate table of libs/domain: domestic for 'United States', international otherwise. */
@Injectable()
export class TableRatesProvider implements RatesProvider {
  readonly name = 'table';

  async rates(request: RateRequest): Promise<ShippingRate[]> {
    return [...fallbackRatesFor(request.toAddress.country)];
  }
}
