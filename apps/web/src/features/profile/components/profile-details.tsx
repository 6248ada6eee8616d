import type { Profile } from '@casino/api-contract';
import { Button, DateOfBirthInput, GenderSwitch, TextField, useLocaleFormat } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { capitalizingName } from '@/lib/names';
import { useUpdateProfile } from '../api/profile-actions';
import { formatBirthDate } from '../birth-date';
import {
  changedProfileFields,
  type ProfileFormInput,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
} from '../profile-form';
import { Fact } from './account-facts';
import * as styles from './profile.css';

/** The player's personal details: read first, edited on demand, saved with `PUT /me/profile` (docs/product.md#calls). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { locale } = useLocaleFormat();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const finish = (next: string | null) => {
    setNotice(next);
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <section className={styles.section} aria-labelledby="profile-details-title">
      <div className={styles.sectionHeader}>
        <h2 id="profile-details-title" className={styles.sectionTitle}>
          {t('account.profile.detailsTitle')}
        </h2>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="secondary"
            size="md"
            onPress={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t('account.profile.edit')}
          </Button>
        )}
      </div>
      {/* Always there, so screen readers announce the text when it appears. */}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {editing ? (
        <ProfileForm
          profile={profile}
          onSaved={() => finish(t('account.profile.saved'))}
          onUnchanged={() => finish(t('account.profile.nothingChanged'))}
          onCancel={() => finish(null)}
        />
      ) : (
        <dl className={styles.facts}>
          <Fact label={t('account.profile.firstName')} value={profile.first_name} />
          <Fact label={t('account.profile.lastName')} value={profile.last_name} />
          <Fact label={t('account.profile.dateOfBirth')} value={formatBirthDate(profile.date_birth, locale)} />
          <Fact
            label={t('account.profile.gender')}
            value={profile.gender === 'm' ? t('account.profile.male') : t('account.profile.female')}
          />
          <Fact label={t('account.profile.phoneNumber')} value={`${profile.phone_code} ${profile.phone_number}`} />
          <Fact label={t('account.profile.streetAddress')} value={profile.address} />
          <Fact label={t('account.profile.city')} value={profile.city} />
          <Fact label={t('account.profile.state')} value={profile.state} />
          <Fact label={t('account.profile.postalCode')} value={profile.postcode} />
        </dl>
      )}
    </section>
  );
}

type ProfileFormProps = {
  profile: Profile;
  onSaved: () => void;
  onUnchanged: () => void;
  onCancel: () => void;
};

function ProfileForm({ profile, onSaved, onUnchanged, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(new Date()), []);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: profileFormDefaults(profile),
  });
  const { errors, isSubmitting } = form.formState;
  // Messages are i18n keys (profile-form.ts); a key this catalogue lacks is shown as is rather than hidden.
  const message = (key?: string) => (key ? t(key as 'account.profile.errors.tooLong') : undefined);

  useEffect(() => {
    form.setFocus('first_name');
  }, [form]);

  const submit = useExclusive(
    form.handleSubmit(async (values) => {
      const changes = changedProfileFields(profile, values);
      if (Object.keys(changes).length === 0) return onUnchanged();
      try {
        await update.mutateAsync(changes);
        onSaved();
      } catch {
        // Shown from the mutation state below; the typed values stay in the form.
      }
    }),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
      noValidate
    >
      {update.isError ? (
        <p role="alert" className={styles.alert}>
          {t('account.profile.saveFailed')}: {errorMessage(update.error, t('common.unknownError'))}
        </p>
      ) : null}
      <div className={styles.fieldGrid}>
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          errorMessage={message(errors.first_name?.message)}
          {...capitalizingName(form.register('first_name'))}
        />
        <TextField
          label={t('account.profile.lastName')}
          autoComplete="family-name"
          errorMessage={message(errors.last_name?.message)}
          {...capitalizingName(form.register('last_name'))}
        />
        <Controller
          control={form.control}
          name="date_birth"
          render={({ field }) => (
            <DateOfBirthInput
              ref={field.ref}
              label={t('account.profile.dateOfBirth')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              outOfRangeMessage={t('account.profile.errors.dateOfBirthInvalid')}
              errorMessage={message(errors.date_birth?.message)}
            />
          )}
        />
        <GenderSwitch
          label={t('account.profile.gender')}
          maleLabel={t('account.profile.male')}
          femaleLabel={t('account.profile.female')}
          errorMessage={message(errors.gender?.message)}
          {...form.register('gender')}
        />
        <div className={styles.phoneRow}>
          <TextField
            label={t('account.profile.phoneCode')}
            autoComplete="tel-country-code"
            inputMode="tel"
            errorMessage={message(errors.phone_code?.message)}
            {...form.register('phone_code')}
          />
          <TextField
            label={t('account.profile.phoneNumber')}
            autoComplete="tel-national"
            inputMode="tel"
            errorMessage={message(errors.phone_number?.message)}
            {...form.register('phone_number')}
          />
        </div>
        <TextField
          label={t('account.profile.streetAddress')}
          autoComplete="street-address"
          errorMessage={message(errors.address?.message)}
          {...form.register('address')}
        />
        <TextField
          label={t('account.profile.city')}
          autoComplete="address-level2"
          errorMessage={message(errors.city?.message)}
          {...form.register('city')}
        />
        <TextField
          label={t('account.profile.state')}
          autoComplete="address-level1"
          errorMessage={message(errors.state?.message)}
          {...form.register('state')}
        />
        <TextField
          label={t('account.profile.postalCode')}
          autoComplete="postal-code"
          errorMessage={message(errors.postcode?.message)}
          {...form.register('postcode')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {t('account.profile.save')}
        </Button>
        <Button variant="secondary" isDisabled={isSubmitting} onPress={onCancel}>
          {t('account.profile.cancelEdit')}
        </Button>
      </div>
    </form>
  );
}
