/** Speed tiers a customer can order (requirements C9). Prices in integer cents. */
export type ServiceLevel = 'lightning' | 'rush' | 'fast';

export interface ServiceTier {
  readonly key: ServiceLevel;
  readonly name: string;
  /** Price of the tier; covers the first document. */
  readonly priceCents: number;
  /** Price of each document after the first. */
  readonly additionalPriceCents: number;
  readonly description: string;
  readonly turnaround: string;
  readonly features: readonly string[];
  /** Colour token for UI accents. */
  readonly color: string;
  readonly badge: string;
  readonly includesDigitalFiles: boolean;
}

const COMMON_FEATURES = ['Email support', 'Priority handling', 'Choose your shipping', 'Government fees additional'] as const;

export const SERVICE_TIERS: readonly ServiceTier[] = [
  {
    key: 'lightning',
    name: 'LIGHTNING SPEED',
    priceCents: 34700,
    additionalPriceCents: 5500,
    description: 'Same-day processing for urgent deadlines, with digital files by e-mail.',
    turnaround: 'Same day',
    features: ['Same day', 'Digital files by e-mail', ...COMMON_FEATURES],
    color: 'red',
    badge: 'FASTEST',
    includesDigitalFiles: true,
  },
  {
    key: 'rush',
    name: 'RUSH SERVICE',
    priceCents: 22700,
    additionalPriceCents: 6500,
    description: 'Fast processing in 1 to 2 days, with digital files by e-mail.',
    turnaround: '1 to 2 day turn-around',
    features: ['1 to 2 day turn-around', 'Digital files by e-mail', ...COMMON_FEATURES],
    color: 'blue',
    badge: 'POPULAR',
    includesDigitalFiles: true,
  },
  {
    key: 'fast',
    name: 'On A Budget',
    priceCents: 15700,
    additionalPriceCents: 7500,
    description: 'Economical processing in about 10 days; returned by mail only.',
    turnaround: '10 day turn-around',
    features: ['10 day turn-around', 'Mail only - no digital files', ...COMMON_FEATURES],
    color: 'green',
    badge: 'BEST VALUE',
    includesDigitalFiles: false,
  },
];

export const SERVICE_LEVELS: readonly ServiceLevel[] = SERVICE_TIERS.map((t) => t.key);

export function isServiceLevel(x: unknown): x is ServiceLevel {
  return typeof x === 'string' && SERVICE_TIERS.some((t) => t.key === x);
}

export function getServiceTier(key: string): ServiceTier | undefined {
  return SERVICE_TIERS.find((t) => t.key === key);
}
