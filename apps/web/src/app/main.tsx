import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { i18n, whenI18nReady } from '../lib/i18n';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The router (created above) already fetches the route's code while the language's catalogue arrives.
void whenI18nReady(i18n).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
