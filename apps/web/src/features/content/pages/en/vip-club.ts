import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'VIP Club',
  summary: 'How the {brand} VIP Club works: levels, points, benefits and the rules that apply to them.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How the VIP Club works',
      blocks: [
        'Every player with a verified account is a member of the VIP Club from their first real-money bet. There is nothing to sign up for and no fee.',
        'You earn loyalty points on real-money bets: one point for every 10 units of your account currency wagered on slots, and one point for every 50 units wagered on table and live games, where the house edge is lower. Bets placed with bonus money do not earn points.',
      ],
    },
    {
      id: 'levels',
      heading: 'Levels',
      blocks: [
        'Your level is set by the points you collected in the last 90 days. It is checked every night, so a level up takes effect the next day.',
        {
          list: [
            'Bronze: from your first point',
            'Silver: 1,000 points',
            'Gold: 5,000 points',
            'Platinum: 20,000 points',
            'Diamond: 75,000 points, by invitation after review',
          ],
        },
        'The current benefits of each level are listed on the VIP Club page of the site.',
      ],
    },
    {
      id: 'benefits',
      heading: 'Benefits',
      blocks: [
        'Benefits grow with your level: a higher weekly cashback percentage, faster withdrawal processing, higher withdrawal limits, birthday gifts and, from Platinum, a personal account manager.',
        'Cashback and gifts are credited as real money without wagering requirements unless the offer says otherwise.',
      ],
    },
    {
      id: 'keeping-your-level',
      heading: 'Keeping your level',
      blocks: [
        'If your points over the last 90 days fall below the threshold of your level, you move down one level, never more than one per month. We tell you by email seven days before that happens.',
      ],
    },
    {
      id: 'responsible-play',
      heading: 'Responsible play comes first',
      blocks: [
        'The VIP Club rewards play you enjoy and can afford; it is never a reason to play more. Players who use a cool-off or self-exclusion do not receive VIP offers during that time, and we may pause VIP contact if we see signs of harm.',
        'Questions about your level? Contact us at {email} or {phone}.',
      ],
    },
  ],
};
export default doc;
