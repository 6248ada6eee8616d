import type { Country } from '@casino/api-contract';
import { Checkbox, ComboBox, DateOfBirthInput, GenderSwitch, PostalCodeField, TextField } from '@casino/ui';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useContentLanguage } from '@/features/content';
import { capitalizingName } from '@/lib/names';
import { useCities, useStates } from '../api/geo-queries';
import type { PostalLookup } from '../api/postal-lookup';
import type { SignUpForm } from '../sign-up-rules';
import type { FieldErrors } from './field-errors';
import { PhoneVerification, type PhoneVerificationState } from './phone-verification';
import * as styles from './sign-up.css';

type Props = {
  errors: FieldErrors;
  countries: Country[];
  countriesLoading: boolean;
  /** The country whose calling code the phone code field shows (several share "+1"). */
  phoneCountry: string;
  onPhoneCountryChange: (iso2: string) => void;
  onCountryChange: (country: Country | undefined) => void;
  postal: PostalLookup;
  phoneE164: string | undefined;
  phoneVerification: PhoneVerificationState;
  onPhoneVerificationChange: (next: PhoneVerificationState) => void;
  /** Latest birth date allowed by the calendar (today). */
  today: string;
};

/** Step 2 (docs/product.md#sign-up): personal details, phone with its one-time code, and the address with postal auto-fill. */
export function PersonalStep(props: Props) {
  const contentLanguage = useContentLanguage();
  const { errors, countries, countriesLoading, postal } = props;
  const { t } = useTranslation();
  const { register, control, watch, setValue } = useFormContext<SignUpForm>();
  const country = watch('country');
  const stateName = watch('state');
  const { states, isLoading: statesLoading } = useStates(country);
  const selectedState = states.find((s) => s.name === stateName);
  const { cities, isLoading: citiesLoading } = useCities(selectedState?.id);
  // Stable lists: a new array makes the combo box rebuild its collection (a thousand cities) on every keystroke.
  const countryItems = useMemo(
    () => countries.map((c) => ({ id: c.iso2, label: c.name, imageSrc: c.flag_url || undefined })),
    [countries],
  );
  const phoneCodeItems = useMemo(
    () => countries.map((c) => ({ id: c.iso2, label: `${c.phonecode} ${c.name}`, imageSrc: c.flag_url || undefined })),
    [countries],
  );
  const stateItems = useMemo(() => states.map((s) => ({ id: String(s.id), label: s.name })), [states]);
  const cityItems = useMemo(() => cities.map((c) => ({ id: c.name, label: c.name })), [cities]);
  const listTexts = {
    loadingText: t('signUp.lists.loading'),
    emptyText: t('signUp.lists.empty'),
    openButtonLabel: t('signUp.lists.open'),
  };
  // Names are auto-capitalised as the player types (docs/product.md#validation).
  const nameField = (name: 'firstName' | 'lastName') => capitalizingName(register(name));
  const set = (name: 'state' | 'city', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldTouch: true });

  return (
    <div className={styles.fields}>
      <div className={styles.row}>
        <TextField
          label={t('signUp.fields.firstName')}
          autoComplete="given-name"
          errorMessage={errors.of('firstName')}
          {...nameField('firstName')}
        />
        <TextField
          label={t('signUp.fields.lastName')}
          autoComplete="family-name"
          errorMessage={errors.of('lastName')}
          {...nameField('lastName')}
        />
      </div>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <GenderSwitch
            ref={field.ref}
            name={field.name}
            label={t('signUp.fields.gender')}
            maleLabel={t('signUp.fields.male')}
            femaleLabel={t('signUp.fields.female')}
            value={field.value === '' ? null : field.value}
            onValueChange={(value) => {
              field.onChange(value);
              errors.touch('gender');
            }}
            errorMessage={errors.of('gender')}
          />
        )}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateOfBirthInput
            ref={field.ref}
            label={t('signUp.fields.dateOfBirth')}
            value={field.value}
            maxValue={props.today}
            onChange={field.onChange}
            onBlur={() => {
              field.onBlur();
              errors.touch('dateOfBirth');
            }}
            errorMessage={errors.of('dateOfBirth')}
          />
        )}
      />
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <ComboBox
            ref={field.ref}
            label={t('signUp.fields.country')}
            autoComplete="country"
            items={countryItems}
            selectedKey={field.value || null}
            onSelectionChange={(key) => {
              if ((key ?? '') === field.value) return;
              field.onChange(key ?? '');
              props.onCountryChange(countries.find((c) => c.iso2 === key));
            }}
            onBlur={() => errors.touch('country')}
            isLoading={countriesLoading}
            {...listTexts}
            errorMessage={errors.of('country')}
          />
        )}
      />
      <div className={styles.phoneRow}>
        <ComboBox
          label={t('signUp.fields.phoneCode')}
          hint={t('signUp.hints.phoneCode')}
          items={phoneCodeItems}
          selectedKey={props.phoneCountry || null}
          onSelectionChange={(key) => {
            props.onPhoneCountryChange(key ?? '');
            setValue('phoneCode', countries.find((c) => c.iso2 === key)?.phonecode ?? '', { shouldTouch: true });
          }}
          onBlur={() => errors.touch('phoneCode')}
          isLoading={countriesLoading}
          {...listTexts}
          errorMessage={errors.of('phoneCode')}
        />
        <TextField
          label={t('signUp.fields.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          errorMessage={errors.of('phoneNumber')}
          {...register('phoneNumber')}
        />
      </div>
      <PhoneVerification
        phone={props.phoneE164}
        state={props.phoneVerification}
        onChange={props.onPhoneVerificationChange}
      />
      <PostalCodeField
        label={t('signUp.fields.postalCode')}
        autoComplete="postal-code"
        lookupStatus={postal.status}
        lookupLabels={{
          'looking-up': t('signUp.postal.lookingUp'),
          filled: t('signUp.postal.filled'),
          'not-supported': postal.detail ?? t('signUp.postal.notSupported'),
        }}
        errorMessage={errors.of('postalCode')}
        {...register('postalCode')}
      />
      <div className={styles.row}>
        {states.length > 0 ? (
          <ComboBox
            label={t('signUp.fields.state')}
            items={stateItems}
            selectedKey={selectedState ? String(selectedState.id) : null}
            onSelectionChange={(key) => {
              const name = states.find((s) => String(s.id) === key)?.name ?? '';
              if (name === stateName) return;
              set('state', name);
              set('city', '');
            }}
            onBlur={() => errors.touch('state')}
            {...listTexts}
            errorMessage={errors.of('state')}
          />
        ) : (
          <TextField
            label={t('signUp.fields.state')}
            autoComplete="address-level1"
            hint={statesLoading ? t('signUp.lists.loading') : undefined}
            errorMessage={errors.of('state')}
            {...register('state')}
          />
        )}
        {cities.length > 0 ? (
          <ComboBox
            label={t('signUp.fields.city')}
            items={cityItems}
            selectedKey={cities.some((c) => c.name === watch('city')) ? watch('city') : null}
            onSelectionChange={(key) => set('city', key ?? '')}
            onBlur={() => errors.touch('city')}
            {...listTexts}
            errorMessage={errors.of('city')}
          />
        ) : (
          <TextField
            label={t('signUp.fields.city')}
            autoComplete="address-level2"
            hint={citiesLoading ? t('signUp.lists.loading') : undefined}
            errorMessage={errors.of('city')}
            {...register('city')}
          />
        )}
      </div>
      <TextField
        label={t('signUp.fields.streetAddress')}
        autoComplete="street-address"
        errorMessage={errors.of('streetAddress')}
        {...register('streetAddress')}
      />
      <Checkbox errorMessage={errors.of('agreeTerms')} {...register('agreeTerms')}>
        <Trans
          i18nKey="signUp.fields.agreeTerms"
          components={{
            terms: (
              <Link
                className={styles.termsLink}
                to={paths.info(contentLanguage, 'terms-and-conditions')}
                target="_blank"
                rel="noopener"
              />
            ),
          }}
        />
      </Checkbox>
    </div>
  );
}
