import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Bonus Terms',
  summary: 'The general rules for every bonus and promotion at {brand}.',
  updated: '2026-10-19',
  sections: [
    {
      id: 'general',
      heading: 'General',
      blocks: [
        'A bonus is credited only after you activate it in Promotions. One bonus can be active at a time, and each promotion can be claimed once per person, household and payment method unless it says otherwise.',
      ],
    },
    {
      id: 'wagering',
      heading: 'Wagering requirements',
      blocks: [
        'A bonus shows its wagering requirement as a multiple, for example 30×. With a bonus of 100 and 30× wagering, you need to place bets worth 3,000 before the bonus and its winnings become withdrawable.',
        {
          list: [
            'Slots count 100% towards wagering',
            'Table games and video poker count 10%',
            'Live casino counts 5%',
            'Bets on games excluded by the promotion count 0%',
          ],
        },
      ],
    },
    {
      id: 'limits',
      heading: 'Limits while a bonus is active',
      blocks: [
        'The maximum bet while wagering is 5 per spin or round. The promotion shows the maximum bonus and, where there is one, the maximum win that can be converted.',
      ],
    },
    {
      id: 'expiry',
      heading: 'Expiry and cancelling',
      blocks: [
        'Unwagered bonuses expire 30 days after activation. You can cancel an active bonus at any time in Promotions; the bonus and winnings from it are then removed, and your own deposited money stays yours.',
      ],
    },
    {
      id: 'abuse',
      heading: 'Bonus abuse',
      blocks: [
        'Playing in a way meant to collect bonuses without real risk, for example equal bets on opposite outcomes, or using several accounts, leads to the bonus and its winnings being removed.',
      ],
    },
  ],
};
export default doc;
