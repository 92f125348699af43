import { Inject, Injectable, Logger } from '@nestjs/common';
import { fallbackRatesFor, type ShippingRate } from '@apostille/domain';
import { resolveRateId, RateIdSigner } from './rate-ids.js';
import { CARRIER_RATES_PROVIDER, type RateRequest, type RatesProvider } from './rates-provider.js';
import { TableRatesProvider } from './table-rates.provider.js';

export interface QuotedRates {
  rates: ShippingRate[];
  /** Which provider answered: the carrier's name, or 'table'. */
  source: string;
}

/**
 * Return-shipping rates: the live carrier when configured, the built-in table otherwise or when the carrier
 * fails. A carrier answering no rates for an address is passed on as no rates.
 */
@Injectable()
export class ShippingService {
  private readonly logger = new Logger(ShippingService.name);

  constructor(
    @Inject(CARRIER_RATES_PROVIDER) private readonly carrier: RatesProvider | null,
    private readonly table: TableRatesProvider,
    private readonly signer: RateIdSigner,
  ) {}

  async rates(request: RateRequest): Promise<QuotedRates> {
    if (this.carrier) {
      try {
        // An answer without rates is the answer for this address: the table stands in only when the carrier cannot be reached.
        return { rates: await this.carrier.rates(request), source: this.carrier.name };
      } catch (error) {
        this.logger.error(`${this.carrier.name} rates failed, using the rate table: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { rates: await this.table.rates(request), source: this.table.name };
  }

  /** The built-in table rates for a destination country. */
  tableRatesFor(country: string): readonly ShippingRate[] {
    return fallbackRatesFor(country);
  }

  /** The rate a rate id stands for, priced by the server (never by the browser); undefined if unknown or expired. */
  rateById(rateId: string): (ShippingRate & { country?: string }) | undefined {
    return resolveRateId(this.signer, rateId);
  }
}
