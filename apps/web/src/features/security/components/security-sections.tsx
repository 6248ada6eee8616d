import { useLateCatalogue } from '@/lib/i18n/late-catalogues';
import { DevicesSection } from './devices-section';
import { type SectionProps, TwoStepSection } from './two-step-section';

/**
 * Profile → Security: two-step sign-in and the signed-in devices, as two sections of the profile page. Their texts
 * are not part of the catalogue every page loads; the sections show once they are in.
 */
export function SecuritySections(props: SectionProps) {
  if (!useLateCatalogue('security')) return null;
  return (
    <>
      <TwoStepSection {...props} />
      <DevicesSection {...props} />
    </>
  );
}
