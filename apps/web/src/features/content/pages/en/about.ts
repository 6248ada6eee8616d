import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'About Us',
  summary: '{brand} is an online casino built around fair games, fast payments and people who answer.',
  updated: '2026-09-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        '{brand} offers slots, table games and live dealer games from independent, tested studios. We are a small team of people who like games and believe that a casino should be easy to understand: clear bonus rules, quick withdrawals, and help when you need it.',
      ],
    },
    {
      id: 'licence',
      heading: 'Licence and fairness',
      blocks: [
        '{licence} Our games use random number generators tested by independent laboratories, and each game shows its return to player.',
      ],
    },
    {
      id: 'safer-play',
      heading: 'Safer play',
      blocks: [
        'Gambling is entertainment, not a way to make money. Our responsible gaming tools let you set limits, take a break or exclude yourself, and our support team is trained to help.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: ['Phone: {phone}', 'Email: {email}'],
    },
  ],
};
export default doc;
