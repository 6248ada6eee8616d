import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { Wizard } from './Wizard';

const signUpSteps = [
  { id: 'account', title: 'Create your account' },
  { id: 'personal', title: 'Personal details' },
];

const accountFields = (
  <>
    <TextField label="Email" type="email" name="email" autoComplete="email" />
    <TextField label="Username" name="username" autoComplete="username" />
  </>
);

const meta = {
  title: 'Forms/Wizard',
  component: Wizard,
  tags: ['autodocs'],
  argTypes: {
    currentStep: { control: { type: 'number', min: 0, max: 1, step: 1 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    continueType: { control: 'inline-radio', options: ['button', 'submit'] },
    children: { control: false },
    steps: { control: false },
    formatStepText: { control: false },
  },
  args: {
    steps: signUpSteps,
    currentStep: 0,
    canContinue: true,
    isValidating: false,
    continueDisabledReason: 'Fill in every field to continue',
    continueLabel: 'Continue',
    finishLabel: 'Create account',
    backLabel: 'Back',
    progressLabel: 'Sign-up progress',
    validatingText: 'Checking…',
    children: accountFields,
    onBack: fn(),
    onContinue: fn(),
  },
  // Shown at a modal's width; the matrix sets `wizardWidth: null` to lay out a grid instead.
  parameters: { wizardWidth: 480 },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wizardWidth ?? undefined }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Pretends to ask the server whether a username is free (docs/product.md#debounces: checked 500 ms after the last keystroke). */
function useFakeUsernameCheck(username: string) {
  const [checked, setChecked] = useState('');
  useEffect(() => {
    if (!username) return;
    const timer = setTimeout(() => setChecked(username), 500 + 700);
    return () => clearTimeout(timer);
  }, [username]);
  return { isChecking: username !== '' && checked !== username, isTaken: checked === 'admin' };
}

/**
 * A two-step sign-up with plain fields: Continue is blocked until every field is filled, and while the username
 * check runs ("admin" is taken). The last step says "Create account".
 */
export const SignUpDemo: Story = {
  parameters: { controls: { disable: true } },
  render: function SignUpDemoStory(args) {
    const [step, setStep] = useState(0);
    const [done, setDone] = useState(false);
    const [email, setEmail] = useState('');
    const [username, setUsername] = useState('');
    const [password, setPassword] = useState('');
    const [firstName, setFirstName] = useState('');
    const [birthDate, setBirthDate] = useState('');
    const usernameCheck = useFakeUsernameCheck(username);
    if (done) return <p>Account created for {username}.</p>;
    const accountValid = email.includes('@') && username !== '' && !usernameCheck.isTaken && password.length >= 8;
    const personalValid = firstName !== '' && birthDate !== '';
    return (
      <Wizard
        {...args}
        currentStep={step}
        canContinue={step === 0 ? accountValid : personalValid}
        isValidating={step === 0 && usernameCheck.isChecking}
        onBack={() => setStep(0)}
        onContinue={() => (step === 0 ? setStep(1) : setDone(true))}
      >
        {step === 0 ? (
          <>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Username"
              autoComplete="username"
              value={username}
              status={
                username === ''
                  ? 'idle'
                  : usernameCheck.isChecking
                    ? 'validating'
                    : usernameCheck.isTaken
                      ? 'invalid'
                      : 'valid'
              }
              errorMessage={usernameCheck.isTaken ? 'This username is already taken' : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : (
          <>
            <TextField
              label="First name"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              value={birthDate}
              onChange={(event) => setBirthDate(event.target.value)}
            />
          </>
        )}
      </Wizard>
    );
  },
};

/** Continue is blocked but focusable; the reason is shown and read as its description. */
export const Blocked: Story = { args: { canContinue: false } };

/** A check is running: Continue shows a spinner and "Checking…". */
export const Validating: Story = { args: { isValidating: true } };

/** The last step: Back appears, Continue says `finishLabel`. */
export const LastStep: Story = {
  args: {
    currentStep: 1,
    children: (
      <>
        <TextField label="First name" autoComplete="given-name" />
        <TextField label="Date of birth" type="date" autoComplete="bday" />
      </>
    ),
  },
};

/** More than two steps work the same; the progress bar counts them. */
export const ThreeSteps: Story = {
  args: {
    steps: [...signUpSteps, { id: 'address', title: 'Address' }],
    currentStep: 1,
    children: <TextField label="First name" autoComplete="given-name" />,
  },
};

const states = [
  { name: 'ready', props: { canContinue: true } },
  { name: 'blocked', props: { canContinue: false, continueDisabledReason: 'Fill in every field to continue' } },
  { name: 'blocked without reason', props: { canContinue: false } },
  { name: 'validating', props: { canContinue: true, isValidating: true } },
] as const;

/** Every step position × Continue state, for visual diffs. */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true }, wizardWidth: null },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 32 }}>
      {[0, 1].flatMap((currentStep) =>
        states.map((state) => (
          <Wizard
            key={`${currentStep}-${state.name}`}
            steps={signUpSteps.map((step) => ({ ...step, title: `${step.title} (${state.name})` }))}
            currentStep={currentStep}
            finishLabel="Create account"
            progressLabel={`Progress ${currentStep} ${state.name}`}
            {...state.props}
          >
            <TextField label={`Email ${currentStep} ${state.name}`} type="email" />
          </Wizard>
        )),
      )}
    </div>
  ),
};
