import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { Footer } from '../Footer';
import {
  sampleFooterBottom,
  sampleFooterContact,
  sampleFooterGroups,
  sampleFooterLogo,
} from '../Footer/Footer.stories';
import { GameCard } from '../GameCard';
import { sampleGames } from '../GameCard/GameCard.stories';
import { GameGrid, GameGridSkeleton } from '../GameGrid';
import { Header } from '../Header';
import { SideMenu, SideMenuDrawer } from '../SideMenu';
import { sampleMenuSections } from '../SideMenu/SideMenu.stories';
import { AppShell } from './AppShell';

// Made-up casino page for stories only.
function CasinoPage({ loading = false, skipLinkLabel }: { loading?: boolean | 'both'; skipLinkLabel?: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = sampleMenuSections('/');
  return (
    <AppShell
      skipLinkLabel={skipLinkLabel}
      header={
        <Header
          logo={
            <a href="/" style={{ color: 'inherit', fontWeight: 800, fontSize: 20, textDecoration: 'none' }}>
              Royal Jackpot
            </a>
          }
          actions={
            <>
              <Button variant="secondary" size="sm">
                Log in
              </Button>
              <Button size="sm">Sign up</Button>
            </>
          }
          onMenuClick={() => setMenuOpen(true)}
          isMenuOpen={menuOpen}
        />
      }
      sideMenu={<SideMenu sections={sections} />}
      footer={
        <Footer
          groups={sampleFooterGroups}
          logo={sampleFooterLogo}
          contact={sampleFooterContact}
          bottom={sampleFooterBottom}
        />
      }
    >
      <SideMenuDrawer open={menuOpen} onOpenChange={setMenuOpen} sections={sections} />
      <h1 style={{ marginTop: 0 }}>Lobby</h1>
      <h2 id="popular">Popular Games</h2>
      {loading === true ? (
        <GameGridSkeleton count={12} />
      ) : (
        <GameGrid aria-labelledby="popular">
          {sampleGames.map((game, index) => (
            <GameCard key={game.id} {...game} loading={index < 6 ? 'eager' : 'lazy'} />
          ))}
        </GameGrid>
      )}
      {loading === 'both' ? (
        <>
          <h2>New Releases</h2>
          <GameGridSkeleton count={12} />
        </>
      ) : null}
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: CasinoPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { loading: { control: 'inline-radio', options: [false, true, 'both'] } },
  args: { loading: false, skipLinkLabel: 'Skip to content' },
} satisfies Meta<typeof CasinoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (1440 px): side menu column, 6+ game columns. Press Tab to see the skip link. */
export const Playground: Story = {};

/** A phone (390 px): one column; the header's menu button opens the side menu as a drawer. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** While the games load. */
export const Loading: Story = { args: { loading: true } };

/**
 * Loaded and loading content in one frame, for visual diffs (two frames would repeat the page's landmarks). The
 * phone layout is the `Phone` story.
 */
export const StateMatrix: Story = { args: { loading: 'both' } };
