import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { axeViolations } from '../../../test/axe';
import { Wizard, type WizardProps } from './Wizard';

const steps = [
  { id: 'account', title: 'Create your account' },
  { id: 'personal', title: 'Personal details' },
];

function renderWizard(props: Partial<WizardProps> = {}) {
  return render(
    <Wizard steps={steps} currentStep={0} canContinue {...props}>
      {props.children ?? (
        <label>
          Email <input type="email" name="email" />
        </label>
      )}
    </Wizard>,
  );
}

function SignUp({ onFinish }: { onFinish: () => void }) {
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const canContinue = step === 0 ? email.includes('@') : name.length > 0;
  return (
    <Wizard
      steps={steps}
      currentStep={step}
      canContinue={canContinue}
      continueDisabledReason="Fill in every field to continue"
      finishLabel="Create account"
      onBack={() => setStep(0)}
      onContinue={() => (step === 0 ? setStep(1) : onFinish())}
    >
      {step === 0 ? (
        <label>
          Email <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
      ) : (
        <label>
          First name <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      )}
    </Wizard>
  );
}

function FormWizard({ canContinue, onSubmit }: { canContinue: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Wizard steps={steps} currentStep={0} canContinue={canContinue} continueType="submit">
        <label>
          Email <input type="email" />
        </label>
      </Wizard>
    </form>
  );
}

describe('Wizard', () => {
  it('shows the progress with the step text, the step title as a heading and the step content', () => {
    renderWizard();
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2');
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('Step 1 of 2')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('on the first step, hides Back', () => {
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('on the last step, shows Back and the finish label', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWizard({ currentStep: 1, finishLabel: 'Create account', onBack });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('without finishLabel, the last step says Continue too', () => {
    renderWizard({ currentStep: 1 });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('given valid fields, Continue calls onContinue by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWizard({ onContinue });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('given invalid fields, blocks Continue, keeps it focusable and tells why', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWizard({ canContinue: false, continueDisabledReason: 'Fill in every field to continue', onContinue });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Fill in every field to continue');
    expect(screen.getByText('Fill in every field to continue')).toBeVisible();
    await user.click(next);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('while a check runs, blocks Continue with "Checking…" and a spinner even when the fields are valid', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWizard({ isValidating: true, onContinue });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Checking…');
    expect(next.querySelector('svg')).not.toBeNull();
    await user.click(next);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('takes translated texts', () => {
    renderWizard({
      currentStep: 1,
      isValidating: true,
      validatingText: 'Comprobando…',
      backLabel: 'Atrás',
      finishLabel: 'Crear cuenta',
      progressLabel: 'Progreso del registro',
      formatStepText: (step, total) => `Paso ${step} de ${total}`,
    });
    expect(screen.getByRole('progressbar', { name: 'Progreso del registro' })).toHaveAttribute(
      'aria-valuetext',
      'Paso 2 de 2',
    );
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toHaveAccessibleDescription('Comprobando…');
  });

  it('clamps a step index outside the steps', () => {
    renderWizard({ currentStep: 7, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 2');
  });

  it('given a visitor signing up, walks both steps, focusing each new step title', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<SignUp onFinish={onFinish} />);
    // Focus stays where it was on the first render: no jump before the visitor has done anything.
    expect(document.body).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Personal details' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveAccessibleDescription(
      'Fill in every field to continue',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  describe('inside a form with continueType "submit"', () => {
    it('given valid fields, Enter in a field submits', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<FormWizard canContinue onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('given a blocked Continue, neither Enter nor a click submits', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<FormWizard canContinue={false} onSubmit={onSubmit} />);
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@{Enter}');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['first step, ready', { currentStep: 0 }],
    ['first step, blocked with a reason', { currentStep: 0, canContinue: false, continueDisabledReason: 'Fill in' }],
    ['last step, validating', { currentStep: 1, isValidating: true, finishLabel: 'Create account' }],
  ] as const)('has no axe violations on the %s', async (_, props) => {
    const { container } = renderWizard(props);
    expect(await axeViolations(container)).toEqual([]);
  });
});
