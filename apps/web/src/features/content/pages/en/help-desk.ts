import type { InfoDocument } from '../../info-document';

const doc: InfoDocument = {
  title: 'Help Desk',
  summary: 'How to get help from the {brand} support team, and answers to the questions we hear most.',
  updated: '2026-11-02',
  sections: [
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        'Our support team is available every day of the year.',
        { list: ['Phone: {phone} (08:00 to 24:00 CET)', 'Email: {email} (answer within 24 hours)'] },
        { links: [{ label: 'Support page with a searchable FAQ', href: '/support' }] },
      ],
    },
    {
      id: 'account',
      heading: 'Account and login',
      blocks: [
        'Forgot your password? Choose "Log in" and then the recovery link; we send a reset link to your email. If the email does not arrive within 10 minutes, check your spam folder.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        'Deposits by card arrive at once; crypto deposits after network confirmation. Withdrawals are reviewed within 24 hours. See our deposit and withdrawal methods pages for limits and times.',
      ],
    },
    {
      id: 'games',
      heading: 'Games',
      blocks: [
        'If a game stops during a round, reload it: the round continues or is settled by the provider. Your bet history shows the result of every round.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        'If something went wrong, write to {email} with your username and what happened. We reply within 14 days and tell you how to escalate if you are not satisfied.',
      ],
    },
  ],
};
export default doc;
