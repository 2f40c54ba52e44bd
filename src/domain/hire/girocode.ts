import { encode, renderSVG } from 'uqr';
import { isSingleLineText } from '../text';
import { accountHolderMax } from './settings';

/** What a deposit's GiroCode carries; the IBAN and BIC as the settings store them (no spaces). */
export interface GiroCodePayment {
  /** Optional since version 002 inside the EEA. */
  bic?: string;
  name: string;
  iban: string;
  amountCents: number;
  /** The unstructured remittance text: the hire's reference. */
  remittance: string;
}

/** The longest remittance text a GiroCode takes (EPC069-12). */
export const remittanceMax = 140;
const maxAmountCents = 99_999_999_999;
/** The most bytes (UTF-8) of the whole text: what a version 13 QR code takes at level M. */
export const payloadMaxBytes = 331;

/**
 * The text of an EPC QR code (EPC069-12, "GiroCode"), version 002, UTF-8, SEPA credit transfer:
 * service tag, version, character set, identification, BIC, name, IBAN, 'EUR12.50', purpose,
 * structured reference, remittance text, one per line (LF). The empty purpose and structured
 * reference stay as empty lines; nothing follows the remittance text (the standard forbids a
 * separator after the last field). Written here rather than taken from a library: the npm package
 * `sepa-payment-code` (1.0.3) cannot carry a BIC, writes the amount as a float ('EUR12.5', and
 * binary float errors for sums), checks no field's length and pulls in a dated IBAN library.
 * Throws on a field the code cannot carry: the settings' and the hire's checks keep them out.
 */
export function epcPayload(payment: GiroCodePayment): string {
  const { bic = '', name, iban, amountCents, remittance } = payment;
  const fields: [string, string, number][] = [
    ['name', name, accountHolderMax],
    ['remittance', remittance, remittanceMax],
  ];
  for (const [field, value, max] of fields) {
    if (!value.trim() || [...value].length > max || !isSingleLineText(value)) {
      throw new RangeError(`GiroCode: ${field} must be 1 to ${max} characters on one line`);
    }
  }
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) throw new RangeError('GiroCode: IBAN not in electronic format');
  if (bic && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic))
    throw new RangeError('GiroCode: BIC must have 8 or 11 characters');
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > maxAmountCents) {
    throw new RangeError('GiroCode: amount must be 0.01 to 999999999.99 euros in whole cents');
  }
  const amount = `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
  const payload = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', '', remittance].join('\n');
  if (new TextEncoder().encode(payload).length > payloadMaxBytes) {
    throw new RangeError(`GiroCode: more than ${payloadMaxBytes} bytes`);
  }
  return payload;
}

/**
 * The QR code's options: error correction M as EPC069-12 requires, at most version 13 (the
 * standard's limit, 331 bytes), and the quiet zone of four modules a scanner needs.
 */
const qrOptions = { ecc: 'M', maxVersion: 13, border: 4 } as const;

/** The GiroCode's modules (true: dark), border included. */
export function girocodeModules(payload: string): boolean[][] {
  return encode(payload, qrOptions).data;
}

/** The GiroCode as an SVG; the page names it 'GiroCode für die Anzahlung' and prints its data beside it. */
export function girocodeSvg(payload: string): string {
  return renderSVG(payload, qrOptions);
}
