import { PASSWORD_POLICY } from '@casino/api-contract/password-policy';
import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Payment Security',
  summary: 'How {brand} protects your payments and your money.',
  updated: '2026-09-30',
  sections: [
    {
      id: 'encryption',
      heading: 'Encryption',
      blocks: [
        'Every page of the site is served over HTTPS with TLS 1.2 or newer. Card details go straight to our PCI DSS certified payment provider; we never store your full card number or security code.',
      ],
    },
    {
      id: 'segregated-funds',
      heading: 'Your balance is protected',
      blocks: [
        'Player balances are held in a separate bank account from our operating money, so your funds are available to you even if the company ran into difficulty.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Keeping your account safe',
      blocks: [
        {
          list: [
            `Use a password of at least ${PASSWORD_POLICY.minLength} characters that you use nowhere else.`,
            'Never share your login details; our staff will never ask for your password.',
            'Log out on shared devices.',
            'Check your transaction history now and then.',
          ],
        },
      ],
    },
    {
      id: 'report',
      heading: 'Report a problem',
      blocks: [
        'If you think someone else has used your account or payment method, contact us at once at {phone} or {email}.',
      ],
    },
  ],
};
export default doc;
