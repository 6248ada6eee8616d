import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Anti-Money Laundering Policy',
  summary: 'How {brand} prevents money laundering and the financing of terrorism, and what this means for you.',
  updated: '2026-08-15',
  sections: [
    {
      id: 'our-commitment',
      heading: 'Our commitment',
      blocks: [
        '{brand} follows the anti-money-laundering (AML) and counter-terrorist-financing rules that apply to our licence: {licence} We appoint a money laundering reporting officer and train all staff who handle payments.',
      ],
    },
    {
      id: 'know-your-customer',
      heading: 'Knowing our customers',
      blocks: [
        'We verify the identity, age and address of every player, at the latest before the first withdrawal and whenever deposits reach a threshold set by law.',
        {
          list: [
            'Proof of identity: passport, national ID card or driving licence',
            'Proof of address: a utility bill or bank statement from the last 3 months',
            'Proof of payment method: a photo of the card with the middle digits covered, or a wallet screenshot',
          ],
        },
      ],
    },
    {
      id: 'source-of-funds',
      heading: 'Source of funds',
      blocks: [
        'For higher deposits we may ask where your money comes from, for example a payslip or a tax statement. Until we receive it, deposits and withdrawals may be paused.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoring',
      blocks: [
        'We monitor transactions for unusual patterns, such as deposits that are withdrawn with little play, or payments from several people into one account. Money must be withdrawn to the method it came from.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting',
      blocks: [
        'We report suspicious activity to the authorities as the law requires and may not tell the player when we do. We may close accounts and hold funds where required.',
      ],
    },
    {
      id: 'records',
      heading: 'Record keeping',
      blocks: ['We keep identity and transaction records for at least five years after an account is closed.'],
    },
  ],
};
export default doc;
