import type { MailingAddress } from '../api/donors';
import type { AddressField } from './aliases';

/** The six parts of a mailing address as an imported record carries them, each null when empty. */
export type AddressParts = Readonly<Record<AddressField, string | null>>;

/** The address of a record or a donor as the API shows it: null when no part is known. */
export function mailingAddress(parts: AddressParts): MailingAddress | null {
  const { addressLine1, addressLine2, city, region, postalCode, country } = parts;
  if (
    addressLine1 === null &&
    addressLine2 === null &&
    city === null &&
    region === null &&
    postalCode === null &&
    country === null
  ) {
    return null;
  }
  return { line1: addressLine1, line2: addressLine2, city, region, postalCode, country };
}

/**
 * An address on one line, as a table cell shows it, in the order a US envelope writes it:
 * "12 Elm St, Apt 4, Springfield, IL 62701, USA". Missing parts are left out.
 */
export function formatAddress(address: MailingAddress): string {
  const regionAndCode = [address.region, address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, address.city, regionAndCode, address.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * A mailing address as an envelope writes it, one line each: street, second line, "City, ST 12345",
 * country. Missing parts are left out; no line at all when nothing is known.
 */
export function addressLines(address: MailingAddress | null): string[] {
  if (!address) return [];
  const regionAndCode = [address.region, address.postalCode].filter(Boolean).join(' ');
  const place = [address.city, regionAndCode].filter(Boolean).join(', ');
  return [address.line1, address.line2, place, address.country].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}
