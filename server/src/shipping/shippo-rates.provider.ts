import { Logger } from '@nestjs/common';
import { dollarsToCents, findDestinationCountry, PROCESSING_CENTRE_ADDRESS, type Carrier, type ShippingRate } from '@apostille/domain';
import type { RateIdSigner } from './rate-ids.js';
import type { RateRequest, RatesProvider } from './rates-provider.js';

/** The parts of a Shippo rate we read (https://docs.goshippo.com/shippoapi/public-api/#tag/Rates). */
interface ShippoRate {
  object_id: string;
  amount: string;
  currency: string;
  provider: string;
  servicelevel: { name: string; token: string };
  estimated_days: number | null;
}

const CARRIERS: Record<string, Carrier> = { USPS: 'USPS', FEDEX: 'FEDEX' };
const TIMEOUT_MS = 8000;

/**
 * Live rates from Shippo (`POST /shipments/` with `async: false`). Only USPS and FedEx USD rates are
 * offered, as the spec names; each gets a signed rate id so it can be priced again at payment time.
 */
export class ShippoRatesProvider implements RatesProvider {
  readonly name = 'shippo';
  private readonly logger = new Logger(ShippoRatesProvider.name);

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly signer: RateIdSigner,
  ) {}

  async rates(request: RateRequest): Promise<ShippingRate[]> {
    const from = PROCESSING_CENTRE_ADDRESS;
    const to = request.toAddress;
    const response = await fetch(`${this.baseUrl}/shipments/`, {
      method: 'POST',
      headers: { Authorization: `ShippoToken ${this.apiKey}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      body: JSON.stringify({
        address_from: { name: from.name, street1: from.street, city: from.city, state: from.state, zip: from.zipCode, country: from.countryCode },
        address_to: {
          street1: to.street,
          city: to.city,
          state: to.state,
          zip: to.zipCode,
          country: findDestinationCountry(to.country)?.iso2 ?? to.country,
          is_residential: to.residential,
        },
        parcels: request.packages.map((p) => ({
          length: String(p.length),
          width: String(p.width),
          height: String(p.height),
          distance_unit: 'in',
          weight: String(p.weight),
          mass_unit: 'lb',
        })),
        async: false,
      }),
    });
    if (!response.ok) throw new Error(`Shippo answered HTTP ${response.status}`);
    const body = (await response.json()) as { rates?: ShippoRate[] };
    if (!Array.isArray(body.rates)) throw new Error('Shippo answer has no rates');
    const rates: ShippingRate[] = [];
    for (const rate of body.rates) {
      const carrier = CARRIERS[String(rate.provider).toUpperCase()];
      const amount = Number(rate.amount);
      if (!carrier || rate.currency !== 'USD' || !Number.isFinite(amount) || amount < 0) continue;
      rates.push(
        this.signer.sign(
          {
            carrier,
            service: rate.servicelevel.token,
            serviceDescription: `${carrier === 'USPS' ? 'USPS' : 'FedEx'} ${rate.servicelevel.name}`.replace(/^(USPS|FedEx) \1 /, '$1 '),
            costCents: dollarsToCents(amount),
            currency: 'USD',
            deliveryDays: rate.estimated_days ?? 0,
          },
          to.country,
          rate.object_id,
        ),
      );
    }
    this.logger.debug(`Shippo returned ${rates.length} usable rates`);
    return rates.sort((a, b) => a.costCents - b.costCents);
  }
}
