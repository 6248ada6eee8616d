import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * docs/product.md#validation: the chosen calling code ("+49") picks the numbering plan, and
 * libphonenumber's full metadata decides. Gives the E.164 form ("+49301234567"), or undefined for an invalid number.
 */
export function phoneE164(phoneCode: string, phoneNumber: string): string | undefined {
  const code = phoneCode.replace(/\D/g, '');
  const number = phoneNumber.replace(/[\s().-]/g, '');
  if (!code || !/^\d+$/.test(number)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${code}${number}`);
  return parsed?.isValid() ? parsed.number : undefined;
}
