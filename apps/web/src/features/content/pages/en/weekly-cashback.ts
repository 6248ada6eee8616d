import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Weekly Cashback',
  summary: "Every Monday, {brand} returns part of last week's net losses to your balance.",
  updated: '2026-10-19',
  sections: [
    {
      id: 'what-you-get',
      heading: 'What you get',
      blocks: [
        'If your real-money bets lost more than they won between Monday 00:00 and Sunday 23:59 (UTC), we return a percentage of the difference. The percentage depends on your VIP level: 5% at Bronze, rising to 15% at Diamond.',
        'Cashback is paid as real money with no wagering requirement. You can play with it or withdraw it at once.',
      ],
    },
    {
      id: 'how-it-is-calculated',
      heading: 'How it is calculated',
      blocks: [
        'Net loss = real-money bets − real-money wins − bonuses credited in the same week. Deposits and withdrawals do not change the figure.',
        {
          list: [
            'Minimum net loss for cashback: 20 units of your account currency',
            'Maximum weekly cashback: 5,000 units',
            'Paid on Monday by 12:00 UTC',
          ],
        },
      ],
    },
    {
      id: 'conditions',
      heading: 'Conditions',
      blocks: [
        'Cashback is not paid for weeks in which a cool-off or self-exclusion was active, or on accounts that are not verified. The full bonus terms apply.',
      ],
    },
  ],
};
export default doc;
