import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/casino-ui/src/**/*.mdx', '../packages/casino-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      // `@casino/ui` (imported by preview.tsx) resolves to its TypeScript sources, as in the apps' dev servers.
      conditions: ['casino-source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Found late by the dependency scan (only .css.ts output imports it), which otherwise makes the first cold run
      // fail to load the preview with "Failed to fetch dynamically imported module".
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn'],
    };
    return viteConfig;
  },
};

export default config;
