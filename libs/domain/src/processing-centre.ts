/**
 * The one place our processing centre's mailing address is written: customers mail their originals
 * here (confirmation e-mail) and return parcels are quoted from here (carrier rates).
 */
export const PROCESSING_CENTRE_ADDRESS = {
  name: 'Apostille Processing Centre',
  street: '1317 Winewood Boulevard, Suite 200',
  city: 'Tallahassee',
  state: 'FL',
  zipCode: '32399',
  country: 'United States',
  countryCode: 'US',
} as const;

/** The address as the lines of an envelope. */
export function processingCentreAddressLines(): string[] {
  const a = PROCESSING_CENTRE_ADDRESS;
  return [a.name, a.street, `${a.city}, ${a.state} ${a.zipCode}`, a.country];
}

/** What goes in the envelope to the processing centre (confirmation page, packing slip). */
export const ENVELOPE_CHECKLIST: readonly string[] = [
  'The original documents listed on your order (not copies)',
  'This packing slip, or a note with your order number',
  'Nothing else: your payment was taken online',
];

/**
 * Collecting processed documents in person (delivery method "pickup"): the same centre, in the
 * business hours the site states (Mon-Fri 9AM-6PM Eastern), never on a federal holiday.
 */
export const PICKUP_HOURS = 'Monday to Friday, 9 AM to 6 PM Eastern time (closed on U.S. federal holidays)';

export const PICKUP_INSTRUCTIONS = 'We e-mail you when your documents are ready to collect. Bring a photo ID and your order number.';

/** The centre works on U.S. Eastern time: its days are the days expected dates count in. */
export const PROCESSING_CENTRE_TIME_ZONE = 'America/New_York';
