/**
 * Characters of an e-mail's local part looked up, those next to the '@'. Each further character adds
 * one more trigram posting list to read (a whole "first.last.1234@" took 8 ms on a million orders,
 * its last 8 characters 2 ms), and eight already pin an address down among the few candidates.
 */
const EMAIL_PROBE_CHARS = 8;

/**
 * The part of a search term the trigram index is asked for. pg_trgm answers a LIKE by reading the
 * posting list of every trigram in the pattern, and the trigrams nearly every row shares (the
 * "apo" and "2026" of order numbers, the domain of an e-mail address) make that slow on a large
 * table. For those two shapes the index looks up the selective part only, and the whole term is
 * then checked on the few rows it returns: the same matches, found faster.
 */
export function selectiveSearchPart(term: string): string {
  const orderNumber = /^apo-\d{4}-(\d{3,})$/i.exec(term);
  if (orderNumber) return orderNumber[1];
  const at = term.indexOf('@');
  // The end of the local part and its '@' (at least 3 characters before it, or there is nothing selective).
  if (at >= 3) return term.slice(Math.max(0, at - EMAIL_PROBE_CHARS), at + 1);
  return term;
}

/** A phone number as staff type it: digits with the usual separators, "+1 (850) 555-0100". */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
/** An order number's tail, "2026-000123", is digits and a dash too but is not a phone. */
const ORDER_NUMBER_TAIL = /^\d{4}-\d+$/;
const PHONE_MIN_DIGITS = 7;

/**
 * The search term as the search text holds it: a phone-shaped term becomes its digits (the search
 * text keeps the customer's phone as digits only), any other term stays as typed.
 */
export function searchableTerm(term: string): string {
  if (!PHONE_SHAPE.test(term) || ORDER_NUMBER_TAIL.test(term)) return term;
  const digits = term.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS) return term;
  // "+1 850 555 0100": the U.S. country code is left out, so a phone kept without it is found too
  // (and one kept with it still contains the ten digits).
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
