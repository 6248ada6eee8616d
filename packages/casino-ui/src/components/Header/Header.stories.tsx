import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Money } from '../Money';
import { Header } from './Header';

// Made-up brand and controls for stories only.
const logo = (
  <a href="/" style={{ color: 'inherit', fontWeight: 800, fontSize: 20, textDecoration: 'none', whiteSpace: 'nowrap' }}>
    Royal Jackpot
  </a>
);

const searchBox: CSSProperties = {
  width: '100%',
  maxWidth: 420,
  minHeight: 40,
  padding: '0 12px',
  borderRadius: 999,
  border: '1px solid rgba(127,127,127,0.4)',
  background: 'transparent',
  color: 'inherit',
};

const search = <input type="search" placeholder="Search Games" aria-label="Search Games" style={searchBox} />;

const visitorActions = (
  <>
    <Button variant="secondary" size="sm">
      Log in
    </Button>
    <Button size="sm">Sign up</Button>
  </>
);

const playerActions = (
  <>
    <strong>
      <Money minorUnits={1254075} />
    </strong>
    <Button size="sm">Deposit</Button>
  </>
);

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { logo: { control: false }, search: { control: false }, actions: { control: false } },
  args: {
    logo,
    search,
    actions: visitorActions,
    onMenuClick: fn(),
    menuLabel: 'Open menu',
    isMenuOpen: false,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A logged-out visitor: Log in and Sign up on the right. */
export const Visitor: Story = {};

/** A player: balance and Deposit on the right. */
export const Player: Story = { args: { actions: playerActions } };

/** A phone (390 px): menu button, logo, a compact search button and the actions. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    search: (
      <Button variant="ghost" size="sm" aria-label="Search games">
        <Search size={18} aria-hidden="true" />
      </Button>
    ),
  },
};

/** Without a search slot the actions still sit on the right. */
export const WithoutSearch: Story = { args: { search: undefined } };

/**
 * Visitor and player headers, each at phone and desktop width, for visual diffs. Each sits in its own labelled
 * section, where a `<header>` is not the page's banner, so the matrix keeps one banner landmark.
 */
export const StateMatrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[390, 1440].map((width) => (
        <div key={width} style={{ display: 'grid', gap: 8, width, maxWidth: '100%' }}>
          <section aria-label={`Visitor, ${width} px`}>
            <Header {...args} />
          </section>
          <section aria-label={`Player with menu open, ${width} px`}>
            <Header {...args} actions={playerActions} isMenuOpen />
          </section>
        </div>
      ))}
    </div>
  ),
};
