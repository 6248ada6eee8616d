import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Deposit Methods',
  summary: 'The ways to add money to your {brand} account, with limits and processing times.',
  updated: '2026-10-27',
  sections: [
    {
      id: 'cards',
      heading: 'Debit and credit cards',
      blocks: [
        'We accept Visa and Mastercard cards issued in your name. Card deposits arrive at once. Your bank may ask you to confirm the payment in its app (3-D Secure).',
        {
          list: [
            'Minimum deposit: 10',
            'Maximum per deposit: 5,000',
            'Fee: none from us; your card issuer may treat gambling payments as cash advances',
          ],
        },
      ],
    },
    {
      id: 'crypto',
      heading: 'Cryptocurrency',
      blocks: [
        'You can deposit Bitcoin (BTC), Ethereum (ETH) and USDT. The cashier shows a deposit address and QR code for your account; for USDT, always choose the same network in your wallet as in the cashier, or the funds may be lost.',
        'Crypto deposits are credited after the network confirms them, usually within 10 to 30 minutes, at the exchange rate at the time of crediting.',
      ],
    },
    {
      id: 'before-you-deposit',
      heading: 'Before you deposit',
      blocks: [
        'Set a deposit limit before your first deposit. It takes a minute in your account and you can lower it at any time. Only deposit money you can afford to lose.',
        'Deposits must come from a payment method in your own name. Payments from third parties are returned to their source.',
      ],
    },
    {
      id: 'problems',
      heading: 'If a deposit does not arrive',
      blocks: [
        'Most delays come from bank checks or slow blockchain confirmations. If money left your account more than an hour ago and is not in your balance, contact us at {email} or {phone} with the time, amount and method.',
      ],
    },
  ],
};
export default doc;
