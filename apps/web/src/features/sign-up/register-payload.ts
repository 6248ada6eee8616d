import type { RegisterBody } from '@casino/api-contract';
import { phoneE164, type SignUpForm } from './sign-up-rules';

export type RegisterContext = {
  /** From the IP look-up, or the configured fallback (spec §9 "Fallback client IP"). */
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
 * Spec §3 "Register payload": the form mapped to the API's names; lang is the first 2 letters of the browser language
 * unless the visitor chose a language on the site.
 */
export function buildRegisterPayload(form: SignUpForm, context: RegisterContext): RegisterBody {
  if (form.gender === '' || form.dateOfBirth === null) throw new Error('The form is not complete');
  const code = `+${form.phoneCode.replace(/\D/g, '')}`;
  const e164 = phoneE164(form.phoneCode, form.phoneNumber);
  return {
    login: form.username,
    email: form.email,
    pass: form.password,
    ip: context.ip,
    userAgent: context.userAgent,
    domain: context.domain,
    country: form.country,
    currency: form.currency,
    lang: (context.chosenLanguage || context.browserLanguage.slice(0, 2) || 'en').toLowerCase(),
    profile: {
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      date_birth: form.dateOfBirth,
      gender: form.gender,
      city: form.city.trim(),
      state: form.state.trim(),
      postcode: form.postalCode.trim(),
      address: form.streetAddress.trim(),
      phone_code: code,
      // The national number without the calling code, digits only, as the player's own phone knows it.
      phone_number: e164 ? e164.slice(code.length) : form.phoneNumber.replace(/\D/g, ''),
      privacy: form.agreeTerms,
    },
  };
}
