import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../../db/seed/demo-player-seed';
import { createTestApp } from '../../testing/test-app';
import { createPaymentSimulatorApp } from './app';

/** The hosted frame's page for a fresh card session, with `style` as the page's URL parameters. */
async function framePageWith(style: Record<string, string>) {
  const t = createTestApp();
  const b = t.browser();
  await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);
  const session = (await b.post<{ frameUrl: string }>('/api/me/deposits/card/sessions')).body.data;
  const url = new URL(session.frameUrl);
  for (const [key, value] of Object.entries(style)) url.searchParams.set(`fs-${key}`, value);
  const simulator = createPaymentSimulatorApp({ db: t.db, clock: t.clock.now });
  const res = await simulator.request(url.pathname + url.search);
  expect(res.status).toBe(200);
  return res.text();
}

describe('the hosted card frame takes the page brand', () => {
  it('draws with the colours, font, radius and colour scheme it is given', async () => {
    const html = await framePageWith({
      background: '#1a1430',
      text: '#f5f3ff',
      primary: '#f5b301',
      radius: '14px',
      font: "'Inter', system-ui, sans-serif",
      scheme: 'dark',
    });
    expect(html).toContain(
      ":root { color-scheme: dark; --background: #1a1430; --text: #f5f3ff; --primary: #f5b301; --radius: 14px; --font: 'Inter', system-ui, sans-serif; }",
    );
  });

  it('drops a value that is not a plain colour or length, and keeps its own look without any', async () => {
    const html = await framePageWith({
      background: '#fff;}</style><script>alert(1)</script>',
      text: 'url(https://evil.test/)',
      radius: '8px',
    });
    expect(html).toContain(':root { color-scheme: light dark; --radius: 8px; }');
    expect(html).not.toContain('evil.test');
    expect(html).not.toContain('alert(1)');
    expect(await framePageWith({})).toContain(':root { color-scheme: light dark;  }');
  });
});
