import { DESTINATION_COUNTRIES } from '@apostille/domain';

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The language a translation for this destination country is usually made into: the country's
 * most likely language from the locale data built into Node (CLDR), e.g. Brazil → Portuguese.
 * Staff confirm it when they price the quote.
 */
export function destinationLanguage(country: string): string {
  const iso2 = DESTINATION_COUNTRIES.find((entry) => entry.name === country)?.iso2;
  if (!iso2) return 'To be confirmed';
  try {
    const language = new Intl.Locale(`und-${iso2}`).maximize().language;
    return LANGUAGE_NAMES.of(language) ?? 'To be confirmed';
  } catch {
    return 'To be confirmed';
  }
}
