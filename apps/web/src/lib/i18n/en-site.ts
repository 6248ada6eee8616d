/** Jurisdiction rules and the geo-block page (docs/product.md#jurisdictions). */
export const enSite = {
  geoBlock: {
    title: 'Not available in your country',
    heading: '{{brand}} is not available in {{country}}',
    headingUnknownCountry: '{{brand}} is not available in your country',
    text: 'Our licence does not allow us to offer sign-up or games where you are connecting from.',
    playersText: 'Already have an account? You can still log in to withdraw your balance and read your history.',
    logIn: 'Log in',
    readMore: 'Read more',
    terms: 'Terms and conditions',
    responsibleGaming: 'Responsible gaming',
    support: 'Contact support',
    signUpClosed: 'Sign-up is not available in your country.',
  },
  demoNeedsLogin: 'Log in to try the demo: we verify your age before you play.',
  withdrawalsFinal: 'A requested withdrawal cannot be cancelled.',
};
