import { DevicesSection } from './devices-section';
import { type SectionProps, TwoStepSection } from './two-step-section';

/** Profile → Security: two-step sign-in and the signed-in devices, as two sections of the profile page. */
export function SecuritySections(props: SectionProps) {
  return (
    <>
      <TwoStepSection {...props} />
      <DevicesSection {...props} />
    </>
  );
}
