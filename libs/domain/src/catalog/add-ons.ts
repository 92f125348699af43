/** Optional add-on services (requirements C9). */
export type AddOnKey = 'scanning' | 'translation';

export interface AddOn {
  readonly key: AddOnKey;
  readonly name: string;
  /** 'fixed' is charged at priceCents; 'quote' is priced separately (priceCents 0). */
  readonly pricing: 'fixed' | 'quote';
  readonly priceCents: number;
  readonly description: string;
}

export const ADD_ONS: readonly AddOn[] = [
  {
    key: 'scanning',
    name: 'Document Scanning',
    pricing: 'fixed',
    priceCents: 1500,
    description: 'digital copies the same day the apostilles are received',
  },
  {
    key: 'translation',
    name: 'Translation Services',
    pricing: 'quote',
    priceCents: 0,
    description: 'Certified translation, priced by quote',
  },
];

export function isAddOn(x: unknown): x is AddOnKey {
  return typeof x === 'string' && ADD_ONS.some((a) => a.key === x);
}

export function getAddOn(key: string): AddOn | undefined {
  return ADD_ONS.find((a) => a.key === key);
}
