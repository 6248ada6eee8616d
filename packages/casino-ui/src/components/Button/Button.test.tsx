import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../test/axe';
import { CasinoUIProvider } from '../../theme/CasinoUIProvider';
import { makeLinkComponent } from '../../theme/link';
import { Button, ButtonLink } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

describe('Button', () => {
  it('calls onPress when clicked and when activated with the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Deposit</Button>);

    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('also accepts a plain onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a non-submitting button unless told otherwise', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('given isDisabled, ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('given isLoading, is busy, disabled and keeps its name', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isLoading onPress={onPress}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Play</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Play' }));
  });

  it('reports keyboard focus as data-focus-visible for styling', async () => {
    const user = userEvent.setup();
    render(<Button>Play</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('data-focus-visible');
  });

  it('shows hover and press as data attributes while a mouse is over and down on it', async () => {
    const user = userEvent.setup();
    render(<Button>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });

    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
  });

  it('shows the press while Space is held and fires once on release', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    await user.tab();

    await user.keyboard('[Space>]');
    expect(button).toHaveAttribute('data-pressed');
    expect(onPress).not.toHaveBeenCalled();
    await user.keyboard('[/Space]');
    expect(button).not.toHaveAttribute('data-pressed');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("still runs the caller's own event handlers (as Radix's asChild passes them)", async () => {
    const user = userEvent.setup();
    const onPointerDown = vi.fn();
    const onKeyDown = vi.fn();
    render(
      <Button onPointerDown={onPointerDown} onKeyDown={onKeyDown}>
        Menu
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Enter}');
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('given isDisabled, shows no hover', async () => {
    const user = userEvent.setup();
    render(<Button isDisabled>Withdraw</Button>);
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await user.hover(button);
    expect(button).not.toHaveAttribute('data-hovered');
  });

  it('keeps icon slots out of the accessible name', () => {
    render(<Button startIcon={<span>★</span>}>Favourite</Button>);
    expect(screen.getByRole('button', { name: 'Favourite' })).toBeInTheDocument();
  });

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'has no axe violations as %s %s, idle, disabled and loading',
    async (variant, size) => {
      const { container } = render(
        <>
          <Button variant={variant} size={size}>
            Idle
          </Button>
          <Button variant={variant} size={size} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} size={size} isLoading>
            Loading
          </Button>
        </>,
      );
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});

describe('ButtonLink', () => {
  it('renders a plain link outside a provider', () => {
    render(<ButtonLink href="/promotions">See all</ButtonLink>);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/promotions');
  });

  it("renders through the provider's link component", () => {
    const RouterLink = makeLinkComponent(({ href, ...rest }, ref) => (
      <a ref={ref} href={`/app${href}`} data-router {...rest} />
    ));
    render(
      <CasinoUIProvider linkComponent={RouterLink}>
        <ButtonLink href="/promotions" variant="secondary">
          See all
        </ButtonLink>
      </CasinoUIProvider>,
    );
    const link = screen.getByRole('link', { name: 'See all' });
    expect(link).toHaveAttribute('href', '/app/promotions');
    expect(link).toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ButtonLink href="/vip-club">VIP Club</ButtonLink>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
