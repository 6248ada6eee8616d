import type { Profile, User } from '@casino/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerQuery } from '@/features/auth';
import { activeWelcomeBonus } from '../../../../test/active-bonus';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { demoPlayer, fakeAuth, renderAccountPage } from '../../../../test/render-account-page';
import { ProfilePage } from './profile-page';

const profile: Profile = {
  first_name: 'Alex',
  last_name: 'Morgan',
  date_birth: '1990-04-12',
  gender: 'm',
  city: 'Austin',
  state: 'Texas',
  postcode: '73301',
  address: '1200 Congress Avenue',
  phone_code: '+1',
  phone_number: '5125550142',
  privacy: true,
};
const player: User = { ...demoPlayer, profile };

/** Serves `/me?withProfile=true` and records profile writes. */
function accountApi(start: User = player) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  let current = start;
  server.use(
    http.get('/api/me', ({ request }) => {
      expect(new URL(request.url).searchParams.get('withProfile')).toBe('true');
      return ok(current);
    }),
    http.put('/api/me/profile', async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      writes.push({ method: 'PUT', path: '/me/profile', body });
      current = { ...current, profile: { ...profile, ...body } };
      return ok(current);
    }),
    http.post('/api/me/password/change', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      writes.push({ method: 'POST', path: '/me/password/change', body });
      return body.currentPassword === 'Demo1234!' ? ok(null) : refused('Current password is incorrect');
    }),
  );
  return writes;
}

const details = () => screen.getByRole('region', { name: 'Personal details' });
const passwordSection = () => screen.getByRole('region', { name: 'Change password' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given a player on /user/profile', () => {
  it('then they see their account and personal details', async () => {
    accountApi();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    expect(await within(await screen.findByRole('region', { name: 'Account' })).findByText('demo')).toBeVisible();
    expect(screen.getByText('demo@casino.test')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('United States')).toBeVisible();
    expect(within(details()).getByText('April 12, 1990')).toBeVisible();
    expect(within(details()).getByText('+1 5125550142')).toBeVisible();
  });

  it('whose email is not verified, when they press "Resend verification email" twice, then one link is sent and they are told', async () => {
    accountApi({ ...player, emailVerified: false });
    let sends = 0;
    let answer: (value: unknown) => void = () => {};
    const answered = new Promise((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/me/email/verification-notification', async () => {
        sends += 1;
        await answered;
        return ok(null);
      }),
    );
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    expect(await screen.findByText('Not verified')).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(sends).toBe(1));
    answer(null);
    expect(
      await screen.findByText('We sent a new confirmation link to demo@casino.test. It is valid for 48 hours.'),
    ).toBeVisible();
    expect(sends).toBe(1);
  });

  it('whose email is not verified, when the resend is refused, then the reason shows', async () => {
    accountApi({ ...player, emailVerified: false });
    server.use(http.post('/api/me/email/verification-notification', () => refused('Too many emails, wait a minute')));
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the email: Too many emails, wait a minute',
    );
  });

  it('whose email is verified, then no resend button shows', async () => {
    accountApi();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('when they change their city and save, then only the city is sent and the saved details show', async () => {
    const writes = accountApi();
    const user = userEvent.setup();
    const { queryClient } = renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    expect(writes).toEqual([{ method: 'PUT', path: '/me/profile', body: { city: 'Dallas' } }]);
    expect(within(details()).getByText('Dallas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    // The session's player (what the header shows) is the same copy the page saved into.
    expect(queryClient.getQueryData(playerQuery().queryKey)).toMatchObject({ profile: { city: 'Dallas' } });
  });

  it('when they type their names in lower case, then they are capitalised as in sign-up and sent that way', async () => {
    const writes = accountApi();
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile', auth: fakeAuth() });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'mary-jane');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), "o'neil");
    expect(screen.getByLabelText('First name')).toHaveValue('Mary-Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue("O'Neil");
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    expect(writes).toEqual([
      { method: 'PUT', path: '/me/profile', body: { first_name: 'Mary-Jane', last_name: "O'Neil" } },
    ]);
  });

  it('when a field breaks a rule, then its message shows and nothing is sent', async () => {
    const writes = accountApi();
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Al3x');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name contains invalid characters')).toBeVisible();
    expect(screen.getByText('Phone number is not valid')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('when the server refuses the save, then its reason shows and the typed values stay', async () => {
    accountApi();
    server.use(http.put('/api/me/profile', () => refused('You must be at least 18 years old')));
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByLabelText('State'));
    await user.type(screen.getByLabelText('State'), 'Ohio');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your details: You must be at least 18 years old',
    );
    expect(screen.getByLabelText('State')).toHaveValue('Ohio');
  });

  it('when they change their password with a double click, then one request carries both passwords and the form empties', async () => {
    const writes = accountApi();
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    const section = await waitFor(passwordSection);
    await user.type(within(section).getByLabelText('Current password'), 'Demo1234!');
    await user.type(within(section).getByLabelText('New password'), 'Changed123!');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Changed123!');
    await user.dblClick(within(section).getByRole('button', { name: 'Change password' }));

    expect(
      await within(section).findByText('Your password has been changed. Other devices have been logged out.'),
    ).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/me/password/change',
        body: { currentPassword: 'Demo1234!', newPassword: 'Changed123!' },
      },
    ]);
    expect(within(section).getByLabelText('New password')).toHaveValue('');
  });

  it('when the passwords differ or the current one is wrong, then they are told', async () => {
    const writes = accountApi();
    const user = userEvent.setup();
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    const section = await waitFor(passwordSection);
    await user.type(within(section).getByLabelText('Current password'), 'Wrong1234!');
    await user.type(within(section).getByLabelText('New password'), 'Changed123!');
    await user.type(within(section).getByLabelText('Confirm new password'), 'Changed124!');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Passwords do not match')).toBeVisible();
    expect(writes).toEqual([]);

    await user.clear(within(section).getByLabelText('Confirm new password'));
    await user.type(within(section).getByLabelText('Confirm new password'), 'Changed123!');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to change password: Current password is incorrect',
    );
    expect(writes).toHaveLength(1);
  });

  it('when the profile cannot be fetched, then it is tried 3 more times and then "Failed to load user profile" shows', async () => {
    let calls = 0;
    server.use(
      http.get('/api/me', () => {
        calls += 1;
        return refused('Something went wrong', 500);
      }),
    );
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    expect(await screen.findByText('Failed to load user profile')).toBeVisible();
    expect(calls).toBe(4);
  });

  it('when the profile fetch answers 401, then it is not retried', async () => {
    let calls = 0;
    server.use(
      http.get('/api/me', () => {
        calls += 1;
        return refused('Unauthenticated', 401);
      }),
      http.post('/api/auth/refresh-token', () => refused('Unauthenticated', 401)),
    );
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    expect(await screen.findByText('Failed to load user profile')).toBeVisible();
    expect(calls).toBe(1);
  });
});

describe('given a player whose account holds bonus money', () => {
  it('then the profile shows the active bonus with its wagering progress', async () => {
    accountApi({ ...player, bonusBalance: 1_500 });
    server.use(http.get('/api/promotions/active', () => ok([activeWelcomeBonus(35_000)])));
    renderAccountPage(<ProfilePage />, { path: '/user/profile' });
    const section = await screen.findByRole('region', { name: 'Bonus' });
    expect(await within(section).findByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuetext',
      '$350.00 of $700.00 wagered (50%)',
    );
    expect(within(section).getByText('$15.00 of $20.00')).toBeInTheDocument();
  });
});
