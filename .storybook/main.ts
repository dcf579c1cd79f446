import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the kit, the renderer and every screen of the web app.
const config: StorybookConfig = {
  stories: [
    // The pages written for designers: the introduction (a map of the routes) and Foundations.
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  // addon-docs: the kit's and the renderer's docs pages (autodocs) and the MDX pages. The
  // Interactions panel (each story's play steps) is part of Storybook's core since version 9.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js and the fonts shipped in the repo.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from the components' TSDoc: descriptions, and defaults from `@default` tags or
  // the destructuring defaults.
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
