import type { Country, PostalCodeResult } from '@casino/api-contract';
import { useToast, Wizard } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_DEBOUNCE_MS } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api/api-error';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { browserLanguageStorage, readStoredLanguage } from '@/lib/i18n/language-storage';
import { DEFAULT_UI_LANGUAGE, toUiLanguage } from '@/lib/i18n/languages';
import { useCredentialCheck } from '../api/credential-check';
import { useCountries, useIpInfo } from '../api/geo-queries';
import { usePostalLookup } from '../api/postal-lookup';
import { currenciesQuery, sendEmailVerification, useRegister } from '../api/register';
import { currencyOptions } from '../currency-options';
import { buildRegisterPayload } from '../register-payload';
import {
  ACCOUNT_FIELDS,
  accountStepSchema,
  emailProblem,
  emptySignUpForm,
  PERSONAL_FIELDS,
  passwordProblem,
  personalStepSchema,
  phoneE164,
  type SignUpForm,
  stepProblems,
  usernameProblem,
} from '../sign-up-rules';
import { AccountStep } from './account-step';
import type { FieldErrors } from './field-errors';
import { PersonalStep } from './personal-step';
import { initialPhoneVerification, type PhoneVerificationState } from './phone-verification';
import * as styles from './sign-up.css';

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

type Props = {
  /** Called once the player is signed up and logged in, before the wizard navigates to `/`. */
  onSignedUp: () => void;
};

/** The two-step sign-up (docs/product.md#sign-up), its geo look-ups and the register call. */
export function SignUpWizard({ onSignedUp }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { startSessionOf } = useAuth();
  const form = useForm<SignUpForm>({ defaultValues: emptySignUpForm, mode: 'onTouched' });
  const { watch, setValue, getValues, formState } = form;
  const values = watch();
  const [step, setStep] = useState(0);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [phoneCountry, setPhoneCountry] = useState('');
  const [phoneVerification, setPhoneVerification] = useState<PhoneVerificationState>(initialPhoneVerification);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const today = useMemo(() => new Date(), []);
  const register = useRegister();

  // Geo and IP (docs/product.md#calls): pre-select country, phone code and currency; failures leave the defaults.
  const { countries, isLoading: countriesLoading } = useCountries();
  const ip = useIpInfo();
  const casinoCurrencies = useQuery(currenciesQuery);
  const currencies = useMemo(
    () => currencyOptions(ip.data?.currency, casinoCurrencies.data?.codes),
    [ip.data?.currency, casinoCurrencies.data],
  );
  useEffect(() => {
    if (!ip.data && !ip.isError) return;
    const info = ip.data;
    if (!getValues('currency')) setValue('currency', currencies[0] ?? '');
    const country = countries.find((c) => c.iso2 === info?.country_code);
    if (country && !getValues('country')) {
      setValue('country', country.iso2);
      setPhoneCountry(country.iso2);
      setValue('phoneCode', info?.country_calling_code ?? country.phonecode);
    }
  }, [ip.data, ip.isError, countries, currencies, getValues, setValue]);

  const onCountryChange = useCallback(
    (country: Country | undefined) => {
      setValue('state', '');
      setValue('city', '');
      if (country) {
        setPhoneCountry(country.iso2);
        setValue('phoneCode', country.phonecode);
      }
    },
    [setValue],
  );
  const fillAddress = useCallback(
    (found: PostalCodeResult) => {
      if (found.state) setValue('state', found.state, { shouldTouch: true });
      if (found.city) setValue('city', found.city, { shouldTouch: true });
      // A street the player typed (with a house number) is kept.
      if (found.street && !getValues('streetAddress').trim()) {
        setValue('streetAddress', found.street, { shouldTouch: true });
      }
    },
    [getValues, setValue],
  );
  const postal = usePostalLookup(values.country, values.postalCode, fillAddress);

  // Live checks (docs/product.md#sign-up): email and username on the server, password after 300 ms.
  const email = useCredentialCheck('email', values.email, emailProblem(values.email) === undefined);
  const username = useCredentialCheck('login', values.username, usernameProblem(values.username) === undefined);
  const debouncedPassword = useDebouncedValue(values.password, PASSWORD_DEBOUNCE_MS);
  const passwordStatus =
    values.password === ''
      ? 'idle'
      : debouncedPassword !== values.password
        ? 'validating'
        : passwordProblem(values.password)
          ? 'invalid'
          : 'valid';

  const problems =
    step === 0 ? stepProblems(accountStepSchema(currencies), values) : stepProblems(personalStepSchema(today), values);
  const stepFields: readonly (keyof SignUpForm)[] = step === 0 ? ACCOUNT_FIELDS : PERSONAL_FIELDS;
  const touched = formState.touchedFields as Partial<Record<keyof SignUpForm, boolean>>;
  const errors: FieldErrors = {
    of: (field) => {
      const key = problems.get(field);
      return key && (touched[field] || revealed.has(field)) ? t(key as 'signUp.errors.emailRequired') : undefined;
    },
    touch: (field) => setRevealed((r) => (r.has(field) ? r : new Set([...r, field]))),
  };
  const phone = phoneE164(values.phoneCode, values.phoneNumber);
  const phoneVerified = phone !== undefined && phoneVerification.verified === phone;

  const isValidating =
    step === 0
      ? email.status === 'validating' || username.status === 'validating' || passwordStatus === 'validating'
      : register.isPending;
  const asyncOk = step === 0 ? email.status === 'valid' && username.status === 'valid' : phoneVerified;
  const missing = stepFields
    .filter((f) => problems.has(f))
    .map((f) => (f === 'agreeTerms' ? t('signUp.shortNames.agreeTerms') : t(`signUp.fields.${f}`)));
  const blockedReason =
    missing.length > 0
      ? t('signUp.missingFields', { fields: missing.join(', ') })
      : step === 1 && !phoneVerified
        ? t('signUp.verifyPhoneFirst')
        : undefined;

  async function submit() {
    setSubmitError(undefined);
    const body = buildRegisterPayload(getValues(), {
      ip: ip.data?.ip && ip.data.ip !== 'unknown' ? ip.data.ip : env.VITE_FALLBACK_IP,
      userAgent: navigator.userAgent,
      domain: window.location.hostname,
      browserLanguage: navigator.language,
      chosenLanguage: readStoredLanguage(browserLanguageStorage()),
    });
    try {
      const user = await register.mutateAsync(body);
      await startSessionOf(user);
      // The modal stays mounted: the next visitor of this browser starts from an empty first step.
      form.reset(emptySignUpForm);
      setStep(0);
      setRevealed(new Set());
      setPhoneVerification(initialPhoneVerification);
      onSignedUp();
      navigate(paths.home, { replace: true });
      // The page adopts the new profile's language as the session starts (LanguageSync): a visitor on the English
      // page with a German browser signs up as a German player. The welcome speaks that language, not the form's.
      const welcomeLanguage = toUiLanguage(user.lang) ?? i18n.resolvedLanguage ?? DEFAULT_UI_LANGUAGE;
      // Its catalogue may still be on its way (the switch starts with the session): without it the toast shows keys.
      await i18n.loadLanguages(welcomeLanguage);
      const tProfile = i18n.getFixedT(welcomeLanguage);
      toast.show({ tone: 'success', title: tProfile('signUp.success.title') });
      sendEmailVerification()
        .then(() => toast.show({ tone: 'info', title: tProfile('signUp.success.verifyEmail', { email: user.email }) }))
        .catch(() => undefined);
    } catch (error) {
      // docs/product.md#error-texts: the form says "Registration failed", the toast gives the server's reason; nothing typed is lost.
      setSubmitError(t('signUp.errors.registrationFailed'));
      toast.show({
        tone: 'error',
        title: t('signUp.errors.registrationFailed'),
        description: errorMessage(error, t('signUp.errors.registrationFailedToast')),
      });
    }
  }

  const onSubmit = form.handleSubmit(() => {
    if (problems.size > 0 || !asyncOk || isValidating) {
      setRevealed(new Set(stepFields));
      return;
    }
    if (step === 0) {
      setStep(1);
      return;
    }
    void submit();
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        onClickCapture={(event) => {
          // A blocked Continue (also pressed by Enter in a field) shows every message of the step, not only those of
          // the fields already left, so the player sees what is missing where it is missing.
          const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
          if (button?.getAttribute('aria-disabled') === 'true') setRevealed(new Set(stepFields));
        }}
      >
        {submitError ? (
          <p role="alert" className={styles.formError}>
            {submitError}
          </p>
        ) : null}
        <Wizard
          steps={[
            { id: 'account', title: t('signUp.steps.account') },
            { id: 'personal', title: t('signUp.steps.personal') },
          ]}
          currentStep={step}
          headingLevel={3}
          continueType="submit"
          canContinue={problems.size === 0 && asyncOk}
          continueDisabledReason={blockedReason}
          isValidating={isValidating}
          validatingText={register.isPending ? t('signUp.creating') : t('signUp.checking')}
          continueLabel={t('signUp.continue')}
          finishLabel={t('signUp.finish')}
          backLabel={t('signUp.back')}
          progressLabel={t('signUp.progress')}
          formatStepText={(current, total) => t('signUp.stepText', { step: current, total })}
          onBack={() => setStep(0)}
        >
          {step === 0 ? (
            <AccountStep
              errors={errors}
              email={email}
              username={username}
              passwordStatus={passwordStatus}
              currencies={currencies}
              currenciesNotice={casinoCurrencies.data?.invalidFormat ? t('signUp.errors.currenciesInvalid') : undefined}
            />
          ) : (
            <PersonalStep
              errors={errors}
              countries={countries}
              countriesLoading={countriesLoading}
              phoneCountry={phoneCountry}
              onPhoneCountryChange={setPhoneCountry}
              onCountryChange={onCountryChange}
              postal={postal}
              phoneE164={phone}
              phoneVerification={phoneVerification}
              onPhoneVerificationChange={setPhoneVerification}
              today={isoDate(today)}
            />
          )}
        </Wizard>
      </form>
    </FormProvider>
  );
}
