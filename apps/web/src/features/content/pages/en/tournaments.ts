import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Tournaments',
  summary: 'How tournaments at {brand} are scored, how prizes are paid and the rules every entry follows.',
  updated: '2026-11-25',
  sections: [
    {
      id: 'taking-part',
      heading: 'Taking part',
      blocks: [
        'Tournaments are open to every player with a verified account. You join automatically with your first qualifying real-money bet while the tournament runs; there is no entry fee.',
        'Each tournament names the games that count and a minimum bet. Bets below the minimum, bets with bonus money and demo play do not count.',
      ],
    },
    {
      id: 'scoring',
      heading: 'Scoring',
      blocks: [
        'Unless the tournament says otherwise, each qualifying bet scores points equal to its win multiplier times 100, and your score is your best bet. A bet of 1 that wins 25 scores 2,500 points. This keeps small and large stakes on an equal footing.',
        'Tournaments that count winning hands give 100 points for each bet that wins more than its stake, and these points add up.',
        'If two players have the same score, the one who reached it first ranks higher.',
        'The leaderboard on the Tournaments page is computed from the bets placed since the tournament started and refreshes every 30 seconds while the page is open. A logged-in player also sees their own place there, on the board or below it.',
      ],
    },
    {
      id: 'prizes',
      heading: 'Prizes',
      blocks: [
        "Prizes are paid as real money to the winners' balances within 24 hours of the tournament end, after a check that all bets were placed within these rules.",
        'Prizes shown in US dollars are converted to your account currency at the rate of the day of payment.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Fair play',
      blocks: [
        'One account per person. We may exclude entries that use several accounts, automated play or any method that takes advantage of a fault. Our decision on the final ranking is final, and you can always ask our support team at {email} to explain it.',
      ],
    },
  ],
};
export default doc;
