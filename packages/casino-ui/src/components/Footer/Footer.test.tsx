import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { LinkComponentContext, makeLinkComponent } from '../../theme/link';
import { Footer, type FooterGroup } from './Footer';

const RouterLink = makeLinkComponent((props, ref) => <a ref={ref} data-router-link="" {...props} />);

const groups: FooterGroup[] = [
  {
    title: 'Games',
    links: [
      { label: 'Slots', href: '/categories/slots' },
      { label: 'Live Dealers', href: '/categories/live-dealers' },
    ],
  },
  {
    title: 'Casino',
    links: [
      { label: 'VIP Club', href: '/vip-club' },
      { label: 'Affiliates', href: 'https://partners.example.com', external: true },
    ],
  },
];

describe('Footer', () => {
  it('given link groups, renders the contentinfo landmark with a titled list per group', async () => {
    const { container } = render(
      <LinkComponentContext.Provider value={RouterLink}>
        <Footer
          groups={groups}
          logo={<span>Royale Casino</span>}
          contact={<a href="mailto:care@example.com">care@example.com</a>}
          bottom={<p>18+ Play responsibly.</p>}
        />
      </LinkComponentContext.Provider>,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Games' })).toBeInTheDocument();
    const games = within(nav).getByRole('list', { name: 'Games' });
    expect(within(games).getAllByRole('listitem')).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'care@example.com' })).toHaveAttribute(
      'href',
      'mailto:care@example.com',
    );
    expect(within(footer).getByText('18+ Play responsibly.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends internal links through the router link and opens external ones in a new tab, saying so', () => {
    render(
      <LinkComponentContext.Provider value={RouterLink}>
        <Footer groups={groups} newTabHint="(new tab)" />
      </LinkComponentContext.Provider>,
    );
    const vip = screen.getByRole('link', { name: 'VIP Club' });
    expect(vip).toHaveAttribute('data-router-link');
    expect(vip).not.toHaveAttribute('target');

    const affiliates = screen.getByRole('link', { name: 'Affiliates (new tab)' });
    expect(affiliates).not.toHaveAttribute('data-router-link');
    expect(affiliates).toHaveAttribute('target', '_blank');
    expect(affiliates).toHaveAttribute('rel', 'noopener noreferrer');
    expect(affiliates).toHaveAttribute('href', 'https://partners.example.com');
  });

  it('renders without groups', () => {
    render(<Footer bottom="© Royale" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Royale');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
