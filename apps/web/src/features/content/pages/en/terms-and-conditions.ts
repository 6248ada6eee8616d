import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Terms and Conditions',
  summary: 'The agreement between you and {brand} when you use the site and play.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'introduction',
      heading: '1. Introduction',
      blocks: [
        'These terms apply to everyone who uses the {brand} website. By opening an account you accept them, together with our privacy policy, bonus terms and responsible gaming policy. {licence}',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who can play',
      blocks: [
        {
          list: [
            'You are at least 18 years old, or older where local law requires it.',
            'Online gambling is legal where you live and play.',
            'You open only one account, in your own name, with true details.',
            'You are not self-excluded from gambling with us or, where applicable, a national scheme.',
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: '3. Your account',
      blocks: [
        'You keep your login details secret and are responsible for play on your account. Tell us about any change to your details. We may ask for documents to verify them at any time and suspend the account until we receive them.',
      ],
    },
    {
      id: 'deposits-and-withdrawals',
      heading: '4. Deposits and withdrawals',
      blocks: [
        'Deposits and withdrawals follow the conditions on our deposit and withdrawal methods pages. We do not pay interest on balances. Withdrawals are paid to the player named on the account.',
      ],
    },
    {
      id: 'games',
      heading: '5. Games and bets',
      blocks: [
        "A bet is accepted when the game confirms it. Game results are decided by certified random number generators or, for live games, by the physical game. Each game's own rules and return to player are shown in the game. Malfunction voids all pays and plays.",
      ],
    },
    {
      id: 'bonuses',
      heading: '6. Bonuses and promotions',
      blocks: [
        "Bonuses are subject to the bonus terms and to the conditions of each promotion. Where they differ, the promotion's conditions apply.",
      ],
    },
    {
      id: 'responsible-gaming',
      heading: '7. Responsible gaming',
      blocks: [
        'We offer deposit and loss limits, reality checks, cool-off and self-exclusion. A limit or exclusion you set cannot be undone early by our staff.',
      ],
    },
    {
      id: 'closing',
      heading: '8. Closing an account',
      blocks: [
        'You can close your account at any time by contacting support. We may close or suspend an account that breaks these terms. Any balance that is yours is paid out after the usual checks.',
      ],
    },
    {
      id: 'complaints',
      heading: '9. Complaints',
      blocks: [
        'Send a complaint to {email}. We answer within 14 days. If you are not satisfied with our final answer you may take it to the alternative dispute resolution body named in our licence.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to these terms',
      blocks: [
        'We may change these terms. We tell you about material changes at least 14 days in advance; continuing to play after that means you accept them.',
      ],
    },
  ],
};
export default doc;
