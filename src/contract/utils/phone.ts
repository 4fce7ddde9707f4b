import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

// Phone numbers of technician applicants (decision 028). The chains are in the United
// States (the spec writes dates MM/dd/yyyy), so a number without a country code is read as a US number;
// one written with + and a country code is accepted from anywhere.
const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * The number in E.164 ('+12015550123'), with ' ext. 12' when an extension was typed, or null when
 * it is not a valid phone number. One stored form: the same phone typed as '(201) 555-0123' or
 * '201.555.0123' is one number, and `tel:` links dial it from anywhere.
 */
export function normalizePhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  return parsed.ext ? `${parsed.number} ext. ${parsed.ext}` : parsed.number;
}

/**
 * How a stored phone reads: '(201) 555-0123' for a US number, '+44 20 7946 0958' for another
 * country; anything that does not parse (older records) as it was stored.
 */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return stored;
  return parsed.country === DEFAULT_PHONE_COUNTRY
    ? parsed.formatNational()
    : parsed.formatInternational();
}
