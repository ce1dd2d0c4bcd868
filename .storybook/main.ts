import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // vanilla-extract must run wherever Vite compiles the ui package (TOOLCHAIN.md trap 6).
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Storybook's own runtime chunks are large by nature; the warning says nothing about our code.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    return viteConfig;
  },
};

export default config;
