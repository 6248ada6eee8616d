import { CasinoUIProvider } from '@casino/ui';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { CredentialCheck } from '../api/credential-check';
import { currencyOptions } from '../currency-options';
import type { SignUpForm } from '../sign-up-rules';
import { AccountStep } from './account-step';

function Form({ children }: { children: ReactNode }) {
  const form = useForm<SignUpForm>({ defaultValues: { email: '', username: '', password: '', confirmPassword: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const idle: CredentialCheck = { status: 'idle' };

describe('the sign-up currency field', () => {
  it('given /currencies answered in the wrong shape, then it says so and offers USD, EUR, GBP', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CasinoUIProvider>
          <Form>
            <AccountStep
              errors={{ of: () => undefined, touch: () => {} }}
              email={idle}
              username={idle}
              passwordStatus="idle"
              currencies={currencyOptions('CAD', [])}
              currenciesNotice={i18n.t('signUp.errors.currenciesInvalid')}
            />
          </Form>
        </CasinoUIProvider>
      </I18nextProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Currency' });
    expect(field).toHaveAccessibleDescription(/Failed to fetch currencies: Invalid response format/);
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a currency', 'USD', 'EUR', 'GBP']);
  });
});
