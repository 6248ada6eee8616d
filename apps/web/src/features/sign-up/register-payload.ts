import { MAX_LENGTH, type RegisterBody } from '@casino/api-contract';
import { DEFAULT_UI_LANGUAGE, toUiLanguage } from '@/lib/i18n/languages';
import { type SignUpForm, validPhone } from './sign-up-rules';

export type RegisterContext = {
  /** From the IP look-up, or the configured fallback (docs/product.md#sign-up). */
  ip: string;
  userAgent: string;
  /** The site's host name. */
  domain: string;
  /** `navigator.language`, such as "de-CH". */
  browserLanguage: string;
  /**
   * The UI language the visitor picked on this site, if any. It outranks the browser's: otherwise a visitor who
   * switched to Deutsch would see the site fall back to the browser's language as soon as the new profile loads.
   */
  chosenLanguage?: string | null;
};

/**
 * docs/product.md#sign-up: the form mapped to the API's names; lang is the first 2 letters of the browser language
 * unless the visitor chose a language on the site, and English when the site does not speak it (the API takes only
 * languages it serves). The phone travels as its country calling code and national number: a picker entry such as
 * "+44 1481" (Guernsey) holds part of the national number, which the API's dialling code rule refuses.
 */
export function buildRegisterPayload(form: SignUpForm, context: RegisterContext): RegisterBody {
  if (form.gender === '' || form.dateOfBirth === null) throw new Error('The form is not complete');
  const phone = validPhone(form.phoneCode, form.phoneNumber);
  return {
    login: form.username,
    email: form.email,
    pass: form.password,
    ip: context.ip,
    // The API bounds every string; a browser's own string is cut rather than failing the sign-up.
    userAgent: context.userAgent.slice(0, MAX_LENGTH.userAgent),
    domain: context.domain,
    country: form.country,
    currency: form.currency,
    lang: toUiLanguage(context.chosenLanguage) ?? toUiLanguage(context.browserLanguage) ?? DEFAULT_UI_LANGUAGE,
    profile: {
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      date_birth: form.dateOfBirth,
      gender: form.gender,
      city: form.city.trim(),
      state: form.state.trim(),
      postcode: form.postalCode.trim(),
      address: form.streetAddress.trim(),
      phone_code: `+${phone?.countryCallingCode ?? form.phoneCode.replace(/\D/g, '')}`,
      // The national number without the calling code, digits only, as the player's own phone knows it.
      phone_number: phone?.nationalNumber ?? form.phoneNumber.replace(/\D/g, ''),
      privacy: form.agreeTerms,
    },
  };
}
