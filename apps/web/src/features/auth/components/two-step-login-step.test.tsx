import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, ok, refused, server } from '../../../../test/fake-api';
import { demoPlayer, fakeAuth, renderAccountPage } from '../../../../test/render-account-page';
import { TwoStepLoginStep } from './two-step-login-step';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The step with the second-step endpoint answering by code; what it was sent is recorded. */
async function renderStep() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/login/two-step', async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      sent.push(body);
      if (body.code === '111111') return refused('This sign-in has expired. Please log in again.', 410);
      if (body.code === '123456' || body.code === 'abcde-fghjk') return ok(demoPlayer);
      return refused('Invalid code', 401);
    }),
  );
  const onDone = vi.fn();
  const onRestart = vi.fn();
  const auth = fakeAuth({ status: 'unauthenticated', user: null });
  renderAccountPage(<TwoStepLoginStep challenge="challenge-1" onDone={onDone} onRestart={onRestart} />, {
    path: '/',
    auth,
  });
  await screen.findByLabelText('Authentication code');
  return { sent, onDone, onRestart, auth };
}

describe('the login second step', () => {
  it('sends the code as soon as six digits are in, and starts the session with the player it answers', async () => {
    const user = userEvent.setup();
    const { sent, onDone, auth } = await renderStep();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.paste('123 456');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ challenge: 'challenge-1', code: '123456' }]);
    expect(auth.startSessionOf).toHaveBeenCalledWith(demoPlayer);
  });

  it('a wrong code says so and empties the boxes for another try', async () => {
    const user = userEvent.setup();
    const { onDone } = await renderStep();
    await user.type(screen.getByLabelText('Authentication code'), '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Try the one your app shows now.',
    );
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an expired challenge goes back to the password with the reason', async () => {
    const user = userEvent.setup();
    const { onRestart } = await renderStep();
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledWith('This sign-in has expired. Please log in again.'));
  });

  it('takes a recovery code instead, and checks its form before sending', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, 'not a code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A recovery code has ten letters and digits, for example abcde-fghjk')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
