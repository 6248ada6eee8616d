import { CasinoUIProvider, isColorScheme } from '@casino/ui';
import { lagoonTheme } from '@casino/ui/themes/lagoon';
import { royaleTheme } from '@casino/ui/themes/royale';
import type { Decorator, Preview } from '@storybook/react-vite';
import { canvas, docs } from './preview.css';

const brands = { royale: royaleTheme, lagoon: lagoonTheme } as const;
type Brand = keyof typeof brands;

const isBrand = (value: unknown): value is Brand => typeof value === 'string' && value in brands;

/**
 * Wraps every story in the brand and scheme picked in the toolbar, as an app wraps itself in CasinoUIProvider.
 * "Brand default" leaves the scheme to the brand (royale dark, lagoon light).
 */
const withBrand: Decorator = (Story, context) => {
  const brand = isBrand(context.globals.brand) ? context.globals.brand : 'royale';
  const scheme = isColorScheme(context.globals.scheme) ? context.globals.scheme : undefined;
  return (
    <CasinoUIProvider
      theme={brands[brand]}
      colorScheme={scheme}
      className={context.viewMode === 'docs' ? docs : canvas}
    >
      <Story />
    </CasinoUIProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme applied through CasinoUIProvider',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'royale', title: 'Royale (dark, default)' },
          { value: 'lagoon', title: 'Lagoon (light, white label)' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme of the brand theme (CasinoUIProvider colorScheme)',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Brand default' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'royale', scheme: 'default' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktopWide: { name: 'Desktop wide (1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Fail story tests on violations; colour contrast is checked here, in a real browser, as jsdom cannot.
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
  },
};

export default preview;
