import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { createI18n } from '@/lib/i18n';
import type { InfoDocument } from '../info-document';
import { InfoArticle } from './info-article';

const doc: InfoDocument = {
  title: 'Über uns',
  summary: '{brand} ist ein Online-Casino.',
  updated: '2026-09-01',
  sections: [
    { id: 'licence', heading: 'Lizenz', blocks: ['{licence} Geprüfte Spiele.', { list: ['Support: {email}'] }] },
  ],
};

function renderArticle(lang: 'en' | 'de') {
  render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>
        <InfoArticle doc={doc} lang={lang} page="about" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('given an informational page with brand values', () => {
  it('when it is German, then the licence sentence is German too, whatever the UI language', () => {
    renderArticle('de');
    expect(
      screen.getByText(
        `Lizenziert und reguliert ausschließlich zu Demonstrationszwecken. Lizenz-Nr. ${brand.licenceNumber}. Geprüfte Spiele.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Support: ${brand.supportEmail}`)).toBeInTheDocument();
    expect(screen.getByText(`${brand.name} ist ein Online-Casino.`)).toBeInTheDocument();
    expect(screen.getByText(/^Zuletzt aktualisiert:/)).toBeInTheDocument();
  });

  it('when it is English, then the licence sentence is English', () => {
    renderArticle('en');
    expect(
      screen.getByText(
        `Licensed and regulated for demonstration purposes only. Licence no. ${brand.licenceNumber}. Geprüfte Spiele.`,
      ),
    ).toBeInTheDocument();
  });
});
