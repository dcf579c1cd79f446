import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';

// Any request a story does not mock is an error, never a silent trip to the network.
initialize({ onUnhandledRequest: 'error', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Ugift column (480)', styles: { width: '480px', height: '860px' } },
      },
    },
  },
  initialGlobals: { viewport: { value: 'mobile', isRotated: false } },
};

export default preview;
