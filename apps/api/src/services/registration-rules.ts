import { passwordSchema, type RegisterBody } from '@casino/api-contract';
import { phoneE164 } from './geo/phone-numbers';

/** Spec §5 username rule and message. */
const USERNAME = /^[A-Za-z0-9._]+$/;
/** Spec §5 / §9: players are at least 18. */
const MINIMUM_AGE = 18;
/** Spec §5: names are letters (any alphabet), spaces, apostrophes and hyphens. */
const NAME = /^[\p{L}\p{M}' -]+$/u;
const EMAIL_SPACES = /\s/;

export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}

/** The server re-checks what the sign-up form checked (DESIGN: the server is the authority); first problem wins. */
export function registrationProblem(body: RegisterBody, today: Date): string | undefined {
  if (EMAIL_SPACES.test(body.email)) return 'Invalid email format';
  if (!USERNAME.test(body.login)) return 'Username can only contain letters, numbers, dots, and underscores';
  const password = passwordSchema.safeParse(body.pass);
  if (!password.success) return password.error.issues[0]?.message;
  const { profile } = body;
  if (!profile.first_name.trim()) return 'First name is required';
  if (!NAME.test(profile.first_name)) return 'First name contains invalid characters';
  if (!profile.last_name.trim()) return 'Last name is required';
  if (!NAME.test(profile.last_name)) return 'Last name contains invalid characters';
  for (const [field, label] of [
    ['address', 'Street address'],
    ['postcode', 'Postal code'],
    ['state', 'State'],
    ['city', 'City'],
  ] as const) {
    if (!profile[field].trim()) return `${label} is required`;
  }
  if (!phoneE164(profile.phone_code, profile.phone_number)) return 'Phone number is not valid';
  const birth = Date.parse(`${body.profile.date_birth}T00:00:00Z`);
  if (Number.isNaN(birth)) return 'date_birth must be YYYY-MM-DD';
  if (ageOn(body.profile.date_birth, today) < MINIMUM_AGE) return 'You must be at least 18 years old';
  if (!body.profile.privacy) return 'You must agree to the terms and conditions';
  return undefined;
}
