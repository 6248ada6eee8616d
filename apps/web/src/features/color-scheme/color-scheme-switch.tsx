import { SegmentedControl } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { SCHEME_CHOICES } from './color-scheme-choice';
import { useColorSchemeChoice } from './color-scheme-store';

/** System / Light / Dark: the footer has one on every page, the profile another; both show the same choice. */
export function ColorSchemeSwitch({ hint, className }: { hint?: string; className?: string }) {
  const { t } = useTranslation();
  const [choice, choose] = useColorSchemeChoice();
  return (
    <SegmentedControl
      label={t('colorScheme.label')}
      hint={hint}
      options={SCHEME_CHOICES.map((value) => ({ value, label: t(`colorScheme.choices.${value}`) }))}
      value={choice}
      onValueChange={choose}
      className={className}
    />
  );
}
