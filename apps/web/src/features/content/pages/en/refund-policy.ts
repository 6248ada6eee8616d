import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Refund Policy',
  summary: 'When {brand} refunds a deposit or a bet, and how to ask for it.',
  updated: '2026-09-30',
  sections: [
    {
      id: 'deposits',
      heading: 'Deposits',
      blocks: [
        'A deposit can be refunded if none of it has been played, no bonus was claimed with it, and you ask within 14 days. The refund goes back to the method you paid with.',
        'Money that has been wagered cannot be refunded, whatever the result of the bets.',
      ],
    },
    {
      id: 'technical-faults',
      heading: 'Technical faults',
      blocks: [
        'If a game fails during a round, the round is completed or voided as the game provider\'s rules say. A voided bet is returned to your balance. "Malfunction voids all pays and plays" applies: a win caused by a fault is not paid.',
      ],
    },
    {
      id: 'unauthorised-payments',
      heading: 'Payments you did not make',
      blocks: [
        'If you see a deposit you did not authorise, contact us straight away at {email} or {phone}. We lock the account while we investigate and refund payments that were not made by you or with your consent.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      blocks: [
        'Write to {email} from the email address of your account with the date, amount and method of the payment. We reply within 3 working days.',
      ],
    },
  ],
};
export default doc;
