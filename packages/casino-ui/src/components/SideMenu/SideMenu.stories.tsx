import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Clock,
  Crown,
  Dices,
  Flame,
  Gamepad2,
  Gift,
  Headset,
  Heart,
  House,
  Spade,
  Star,
  Trophy,
  Tv,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../Button';
import { SideMenu, type SideMenuSection } from './SideMenu';
import { SideMenuDrawer } from './SideMenuDrawer';

/** Made-up menu of a casino (docs/product.md#routes), for stories only. */
export const sampleMenuSections = (activeHref = '/'): SideMenuSection[] =>
  [
    {
      items: [
        { href: '/', label: 'Lobby', icon: <House size={20} /> },
        { href: '/favorites', label: 'Favorites', icon: <Heart size={20} /> },
        { href: '/recent', label: 'Recent', icon: <Clock size={20} /> },
        { href: '/user/promotions', label: 'Promotions', icon: <Gift size={20} /> },
        { href: '/vip-club', label: 'VIP Club', icon: <Crown size={20} /> },
        { href: '/tournaments', label: 'Tournaments', icon: <Trophy size={20} /> },
      ],
    },
    {
      title: 'Categories',
      items: [
        { href: '/categories/slots', label: 'Slots', icon: <Star size={20} /> },
        { href: '/categories/live', label: 'Live Casino', icon: <Tv size={20} /> },
        { href: '/categories/blackjack', label: 'Blackjack', icon: <Spade size={20} /> },
        { href: '/categories/crash', label: 'Crash', icon: <Flame size={20} /> },
        { href: '/categories/dice', label: 'Dice', icon: <Dices size={20} /> },
        { href: '/categories/video-poker', label: 'Video Poker', icon: <Gamepad2 size={20} /> },
      ],
    },
    { items: [{ href: '/support', label: 'Support', icon: <Headset size={20} /> }] },
  ].map((section) => ({
    ...section,
    items: section.items.map((item) => ({ ...item, isActive: item.href === activeHref })),
  }));

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  excludeStories: /^sample/,
  argTypes: { sections: { control: 'object' } },
  args: { sections: sampleMenuSections('/categories/slots'), label: 'Main menu' },
  decorators: [
    (Story) => (
      <div style={{ width: 248 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop column. */
export const Playground: Story = {};

/** No current page (e.g. a game page). */
export const NothingActive: Story = { args: { sections: sampleMenuSections('/games/dragon-vault') } };

/** Items without icons. */
export const TextOnly: Story = {
  args: {
    sections: sampleMenuSections('/').map((section) => ({
      ...section,
      items: section.items.map(({ icon: _icon, ...item }) => item),
    })),
  },
};

function DrawerDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open menu
      </Button>
      <SideMenuDrawer
        open={open}
        onOpenChange={setOpen}
        sections={sampleMenuSections('/')}
        header={<strong style={{ fontSize: 18 }}>Royal Jackpot</strong>}
      />
    </>
  );
}

/** Phones: the same menu in a drawer from the left. Escape, the backdrop, × or a link close it. */
export const Drawer: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'phone' } },
  render: () => <DrawerDemo initiallyOpen={false} />,
};

/** The desktop column and the drawer open, for visual diffs. */
export const StateMatrix: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      <div style={{ width: 248 }}>
        <SideMenu {...args} label="Main menu (category active)" />
      </div>
      <div style={{ width: 248 }}>
        <SideMenu {...args} label="Main menu (lobby active)" sections={sampleMenuSections('/')} />
      </div>
      <DrawerDemo initiallyOpen />
    </div>
  ),
};
