/** English texts of the informational pages' frame, VIP Club, Tournaments, Support and cookie consent. */
export const enContent = {
  info: {
    lastUpdated: 'Last updated:',
    contents: 'Contents',
    readIn: 'Read this page in',
    loadFailed: 'This page could not be loaded.',
    backToTop: 'Back to top',
  },
  vip: {
    intro:
      'Collect points with every real-money bet and move up through the levels below. Each level keeps the benefits of the one before and adds more.',
    levelsTitle: 'Levels and benefits',
    pointsRequired: 'From {{points}} points in 90 days',
    pointsFromFirst: 'From your first bet',
    weeklyCashback: '{{percent}}% weekly cashback',
    withdrawalTime: 'Withdrawals processed within {{hours}} hours',
    withdrawalLimit: 'Daily withdrawal limit',
    birthdayGift: 'Birthday gift',
    personalManager: 'Personal account manager',
    byInvitation: 'By invitation',
    rulesLink: 'Read the VIP Club rules',
  },
  tournaments: {
    intro: 'Play qualifying games with real money to climb the leaderboard. Entry is free and automatic.',
    current: 'Running now',
    upcoming: 'Upcoming',
    noCurrent: 'No tournament is running right now.',
    noUpcoming: 'No tournaments are scheduled yet.',
    empty: 'No tournaments right now',
    emptyText: 'New tournaments are announced here. Check back soon.',
    loadFailed: 'Failed to load tournaments',
    prizePool: 'Prize pool',
    minBet: 'Minimum bet',
    games: 'Games',
    endsAt: 'Ends',
    startsAt: 'Starts',
    prizes: 'Prizes',
    place: 'Place',
    prize: 'Prize',
    leaderboard: 'Leaderboard',
    leaderboardCaption: 'Leaderboard of {{name}}',
    player: 'Player',
    points: 'Points',
    rank: 'Rank',
    noEntries: 'No entries yet. Be the first on the board.',
    leaderboardLater: 'The leaderboard opens when the tournament starts.',
    rulesLink: 'Tournament rules',
    scoring: 'Scoring',
    scoringRule: {
      'best-multiplier': 'Your best win multiplier × 100',
      'winning-bets': '100 points per winning bet',
    },
    yourPlace: 'Your place: {{rank}}, with {{points}} points.',
    you: '(you)',
  },
  support: {
    intro: 'Our team is here every day of the year. Choose the channel that suits you.',
    contactTitle: 'Contact us',
    phoneTitle: 'Phone',
    phoneHours: 'Every day, 08:00 to 24:00 CET',
    emailTitle: 'Email',
    emailHours: 'Answer within 24 hours',
    helpDeskTitle: 'Help desk',
    helpDeskText: 'Guides for accounts, payments, games and complaints.',
    helpDeskLink: 'Open the help desk',
    responsibleGamingText: 'Need to set a limit or take a break?',
    responsibleGamingLink: 'Responsible gaming',
    faqTitle: 'Frequently asked questions',
    faqSearch: 'Search the FAQ',
    faqCount_one: '{{count}} question',
    faqCount_other: '{{count}} questions',
    faqNoResults: 'No questions match "{{term}}".',
    faqNoResultsText: 'Try other words, or contact us directly.',
    faq: [
      {
        id: 'verify-account',
        question: 'Why do I need to verify my account?',
        answer:
          'Our licence and anti-money-laundering law require us to confirm your identity, age and address. We ask for a photo ID and a recent proof of address, at the latest before your first withdrawal.',
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        answer:
          'Choose "Log in", then the password recovery link, and enter your email. We send you a link to set a new password. Check your spam folder if it does not arrive within 10 minutes.',
      },
      {
        id: 'deposit-time',
        question: 'How long does a deposit take?',
        answer:
          'Card deposits arrive at once. Crypto deposits are credited after the network confirms them, usually within 10 to 30 minutes.',
      },
      {
        id: 'withdrawal-time',
        question: 'How long does a withdrawal take?',
        answer:
          'We review withdrawals within 24 hours. Card payouts then take 1 to 5 banking days; crypto payouts are sent within 24 hours of approval.',
      },
      {
        id: 'cancel-withdrawal',
        question: 'Can I cancel a withdrawal?',
        answer:
          'Where the law allows it, you can cancel a withdrawal while it is still pending, in your account. The money returns to your balance.',
      },
      {
        id: 'bonus-wagering',
        question: 'What does a wagering requirement mean?',
        answer:
          'It is how much you need to bet before a bonus becomes withdrawable. A bonus of 100 with 30× wagering needs bets worth 3,000. Slots count in full, other games less; see the bonus terms.',
      },
      {
        id: 'deposit-limit',
        question: 'How do I set a deposit limit?',
        answer:
          'You can set daily, weekly and monthly deposit limits in your account, even before your first deposit. A lower limit applies at once; a higher one after a cooling period.',
      },
      {
        id: 'take-a-break',
        question: 'How can I take a break from gambling?',
        answer:
          'Use a cool-off (24 hours to 6 weeks) or self-exclusion (6 months to 5 years). You can still withdraw your balance, but you cannot deposit or play until it ends.',
      },
      {
        id: 'game-froze',
        question: 'A game froze during a round. Is my bet lost?',
        answer:
          'No. Reload the game: the round continues or is settled by the game provider. Your bet history shows the result of every round.',
      },
      {
        id: 'vip-points',
        question: 'How do I earn VIP points?',
        answer:
          'Every real-money bet earns points: one per 10 units on slots and one per 50 units on table and live games. Your level depends on the points of the last 90 days.',
      },
      {
        id: 'tournament-entry',
        question: 'How do I join a tournament?',
        answer:
          'Just play a qualifying game with at least the minimum bet while the tournament runs. Entry is free and automatic.',
      },
      {
        id: 'close-account',
        question: 'How do I close my account?',
        answer:
          'Contact support by phone or email. If you want to stop because of gambling harm, please choose self-exclusion instead, so that the account cannot be reopened during that time.',
      },
    ],
  },
  consent: {
    bannerLabel: 'Cookie consent',
    title: 'We value your privacy',
    text: 'We use necessary cookies to keep you logged in and the site secure. With your consent we would also use analytics cookies to understand how the site is used. You can change your choice at any time under Cookie settings at the bottom of every page.',
    accept: 'Accept all',
    reject: 'Reject all',
    privacyLink: 'Privacy policy',
    settings: 'Cookie settings',
  },
} as const;
