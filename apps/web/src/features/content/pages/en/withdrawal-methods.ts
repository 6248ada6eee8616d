import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Withdrawal Methods',
  summary: 'How to take your winnings out of {brand}, how long it takes and what we check first.',
  updated: '2026-10-27',
  sections: [
    {
      id: 'methods',
      heading: 'Methods',
      blocks: [
        'Withdrawals go back to a method you have deposited with, where possible. Card withdrawals reach your card in 1 to 5 banking days; crypto withdrawals are sent within 24 hours of approval.',
        {
          list: [
            'Minimum withdrawal: 20',
            'Maximum per day: 10,000, higher for VIP levels',
            'Fee: none from us; the blockchain network fee is deducted from crypto withdrawals',
          ],
        },
      ],
    },
    {
      id: 'pending',
      heading: 'Pending withdrawals',
      blocks: [
        'A new withdrawal is pending while we review it, usually for up to 24 hours. You can see its status in your account, and in markets where this is allowed you can cancel it while it is pending; the money then returns to your balance.',
      ],
    },
    {
      id: 'verification',
      heading: 'Identity checks',
      blocks: [
        'Before your first withdrawal we verify your identity and address, as our licence and anti-money-laundering law require. Please have a photo ID and a recent utility bill or bank statement ready. Checks normally take under 48 hours.',
      ],
    },
    {
      id: 'bonuses',
      heading: 'Bonuses and withdrawals',
      blocks: [
        'While a bonus with wagering requirements is active, withdrawing forfeits the bonus and winnings from it. The bonus terms explain this in full.',
      ],
    },
  ],
};
export default doc;
