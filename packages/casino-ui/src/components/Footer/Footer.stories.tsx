import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail as MailIcon, Phone as PhoneIcon } from 'lucide-react';
import { Footer, type FooterGroup } from './Footer';

/** Made-up footer of a casino (its groups and informational pages as docs/product.md#footer lists them), for stories only. */
export const sampleFooterGroups: FooterGroup[] = [
  {
    title: 'Games',
    links: [
      { label: 'Slots', href: '/categories/slots' },
      { label: 'Live Dealers', href: '/categories/live-dealers' },
      { label: 'Table Games', href: '/categories/table' },
      { label: 'Providers', href: '/providers' },
    ],
  },
  {
    title: 'Promotions',
    links: [
      { label: 'VIP Club', href: '/en/vip-club' },
      { label: 'Tournaments', href: '/en/tournaments' },
      { label: 'Weekly Cashback', href: '/en/weekly-cashback' },
      { label: 'Bonus Terms', href: '/en/bonus-terms' },
    ],
  },
  {
    title: 'Banking',
    links: [
      { label: 'Deposit Methods', href: '/en/deposit-methods' },
      { label: 'Withdrawal Methods', href: '/en/withdrawal-methods' },
      { label: 'Refund Policy', href: '/en/refund-policy' },
      { label: 'Payment Security', href: '/en/payment-security' },
    ],
  },
  {
    title: 'Casino',
    links: [
      { label: 'About Us', href: '/en/about' },
      { label: 'Terms and Conditions', href: '/en/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/en/privacy-policy' },
      { label: 'AML Policy', href: '/en/aml-policy' },
      { label: 'Affiliate Program', href: 'https://partners.royal-jackpot.example', external: true },
    ],
  },
  {
    title: 'Customer Care',
    links: [
      { label: 'Help Desk', href: '/en/help-desk' },
      { label: 'Responsible Gaming', href: '/en/responsible-gaming' },
      { label: 'Support', href: '/support' },
    ],
  },
];

const contactLink = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 32, color: 'inherit' };

export const sampleFooterContact = (
  <>
    <a href="tel:+35620000000" style={contactLink}>
      <PhoneIcon size={16} aria-hidden="true" /> +356 2000 0000
    </a>
    <a href="mailto:care@royal-jackpot.example" style={contactLink}>
      <MailIcon size={16} aria-hidden="true" /> care@royal-jackpot.example
    </a>
  </>
);

export const sampleFooterBottom = (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
    <span
      role="img"
      aria-label="Adults only, 18 plus"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        borderRadius: 999,
        border: '2px solid currentColor',
        fontWeight: 700,
      }}
    >
      18+
    </span>
    <p style={{ margin: 0, flex: 1, minWidth: 240 }}>
      Royal Jackpot is operated by Example Gaming Ltd under a made-up licence. Gambling can be addictive: play
      responsibly. © 2026 Royal Jackpot.
    </p>
  </div>
);

export const sampleFooterLogo = <strong style={{ fontSize: 20 }}>Royal Jackpot</strong>;

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  excludeStories: /^sample/,
  parameters: { layout: 'fullscreen' },
  argTypes: { logo: { control: false }, contact: { control: false }, bottom: { control: false } },
  args: {
    groups: sampleFooterGroups,
    logo: sampleFooterLogo,
    contact: sampleFooterContact,
    bottom: sampleFooterBottom,
    navLabel: 'Footer',
    newTabHint: '(opens in a new tab)',
    groupTitleAs: 'h2',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns on desktop. */
export const Playground: Story = {};

/** Stacked on a phone (390 px). */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Only the legal strip. */
export const BottomOnly: Story = { args: { groups: [], logo: undefined, contact: undefined } };

/**
 * Full, without brand column, and bottom only, for visual diffs (the phone layout is the `Phone` story). Each sits in its own labelled section
 * (where a `<footer>` is not the page's contentinfo) with its own navigation name, so landmarks stay unique.
 */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <section aria-label="Full footer">
        <Footer {...args} navLabel="Footer (full)" />
      </section>
      <section aria-label="Without brand column">
        <Footer {...args} navLabel="Footer (no brand)" logo={undefined} contact={undefined} />
      </section>
      <section aria-label="Bottom only">
        <Footer bottom={args.bottom} />
      </section>
    </div>
  ),
};
