import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Responsible Gaming',
  summary: 'Gambling should be fun. The tools and the help {brand} offers to keep it that way.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'our-approach',
      heading: 'Our approach',
      blocks: [
        'Play for entertainment, with money you can afford to lose, and never to win back losses. Only people aged 18 or over may play.',
        'Our tools are available from your account before your first deposit, and our support team at {phone} and {email} can set them for you.',
      ],
    },
    {
      id: 'deposit-and-loss-limits',
      heading: 'Deposit and loss limits',
      blocks: [
        'Set how much you can deposit, or how much you can lose, per day, week or month. A deposit that would go over your limit is refused.',
        'Lowering a limit applies at once. Raising or removing a limit only applies after a cooling period, so the decision is never made in the heat of the moment.',
      ],
    },
    {
      id: 'reality-check',
      heading: 'Reality check',
      blocks: [
        'Choose an interval, for example every 30 minutes. While you play, a reminder then shows how long you have played and your net result in the session, and lets you continue or stop playing.',
      ],
    },
    {
      id: 'cool-off',
      heading: 'Cool-off',
      blocks: [
        'Take a break from 24 hours to 6 weeks. During a cool-off you can still log in to withdraw and read your history, but you cannot deposit or play. The break cannot be ended early.',
      ],
    },
    {
      id: 'self-exclusion',
      heading: 'Self-exclusion',
      blocks: [
        'If you feel you need a longer break, exclude yourself for 6 months to 5 years. Your account is closed to deposits and play for the whole period, we stop all marketing, and any balance can still be withdrawn. We recommend also excluding yourself with other operators and the national scheme where you live.',
      ],
    },
    {
      id: 'warning-signs',
      heading: 'Warning signs',
      blocks: [
        {
          list: [
            'Spending more time or money than you planned',
            'Chasing losses or borrowing to gamble',
            'Hiding gambling from people close to you',
            'Feeling anxious, irritable or low when you are not playing',
            'Neglecting work, study or family',
          ],
        },
        'If any of these sound familiar, set a limit or take a break now, and talk to someone.',
      ],
    },
    {
      id: 'get-help',
      heading: 'Get help',
      blocks: [
        'These organisations offer free, confidential help for anyone affected by gambling, including family and friends:',
        {
          links: [
            { label: 'BeGambleAware', href: 'https://www.begambleaware.org' },
            { label: 'GamCare (National Gambling Helpline)', href: 'https://www.gamcare.org.uk' },
            { label: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org' },
            { label: 'Gambling Therapy (worldwide, many languages)', href: 'https://www.gamblingtherapy.org' },
          ],
        },
      ],
    },
    {
      id: 'protecting-minors',
      heading: 'Protecting minors',
      blocks: [
        'We verify the age of every player. If children use your device, use parental control software such as Net Nanny or Cyber Patrol, and do not save your password in the browser.',
      ],
    },
  ],
};
export default doc;
