import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Wallet } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    startIcon: { control: false },
    endIcon: { control: false },
  },
  args: {
    children: 'Deposit',
    variant: 'primary',
    size: 'md',
    fullWidth: false,
    isLoading: false,
    isDisabled: false,
    onPress: fn(),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <Wallet size={18} />, endIcon: <ArrowRight size={18} /> },
};

/** An icon-only button names itself with `aria-label`. */
export const IconOnly: Story = {
  args: { children: <Wallet size={18} aria-hidden="true" />, 'aria-label': 'Open wallet', variant: 'ghost' },
};

/** The spinner replaces the content but the width stays, so the layout does not jump. */
export const Loading: Story = { args: { isLoading: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };

/** `ButtonLink` navigates with the app's router link (from `CasinoUIProvider`) and looks like a button. */
export const AsLink: Story = {
  render: ({ variant, size, fullWidth }) => (
    <ButtonLink
      href="#promotions"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      endIcon={<ArrowRight size={18} />}
    >
      See all promotions
    </ButtonLink>
  ),
};

const states = [
  { name: 'idle', props: {} },
  { name: 'hovered', props: { 'data-hovered': true } },
  { name: 'pressed', props: { 'data-pressed': true } },
  { name: 'focus-visible', props: { 'data-focus-visible': true } },
  { name: 'disabled', props: { isDisabled: true } },
  { name: 'loading', props: { isLoading: true } },
] as const;

/**
 * Every variant × size × state, for visual diffs. Hover, press and focus are forced through the same data attributes
 * react-aria sets (later props win over the hook's).
 */
export const StateMatrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            {states.map((state) => (
              <Button key={state.name} variant={variant} size={size} {...state.props}>
                {`${variant} ${size} ${state.name}`}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};
