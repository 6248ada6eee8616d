import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Privacy Policy',
  summary: 'Which personal data {brand} collects, why, how long we keep it and your rights.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        '{brand} is the controller of your personal data. You can reach our data protection officer at {email}.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account data: name, date of birth, address, email, phone number, username',
            'Verification documents you upload',
            'Payment and transaction data',
            'Game play data: bets, wins, session times',
            'Technical data: IP address, device and browser, cookies',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        'To run your account and pay you (contract); to verify age and identity, prevent fraud and money laundering and protect players from harm (legal obligation); to improve the site (legitimate interest); and to send offers only if you agree (consent).',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use strictly necessary cookies to keep you logged in and to remember your cookie choice. Other cookies, such as analytics, are only set if you accept them in the cookie banner. You can change your choice at any time with the Cookie settings link at the bottom of every page.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Payment providers, identity verification services, game providers (a pseudonymous player ID only), our regulator and law enforcement where the law requires. We do not sell personal data.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'For as long as your account is open and then for five years, as anti-money-laundering law requires. Marketing preferences are deleted when you withdraw consent.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'You may ask for access to, correction or deletion of your data, restrict or object to its use, and receive it in a portable format. Write to {email}. You may also complain to your data protection authority.',
      ],
    },
  ],
};
export default doc;
