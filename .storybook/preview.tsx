import type { Decorator, Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { I18nextProvider } from 'react-i18next';
import { configure } from 'storybook/test';

// The same fonts as the web app: nothing a story draws may come from the machine's fonts
// (test-runner.ts checks it).
import '../packages/ui/src/fonts';
import '../packages/giftcard-renderer/src/fonts';

import { UiProvider } from '../packages/ui/src/theme/UiProvider';
import { htmlLang, STORY_LOCALES, type StoryLocale, storyI18n } from './i18n';
import { localeModes } from './modes';

// Any request a story does not mock is an error, never a silent trip to the network.
initialize({ onUnhandledRequest: 'error', quiet: true });
// A play's findBy and waitFor wait for their state up to 10 s (Testing Library's 1 s default
// was met late on a busy machine): a bound, never a fixed wait.
configure({ asyncUtilTimeout: 10_000 });

function applyLocale(locale: StoryLocale): void {
  if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
  // Code that reads the global instance (e.g. the web app's lib/i18n) follows the same language.
  if (i18next.isInitialized && i18next.language !== locale) void i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[locale];
}

/** Every story renders in the kit's provider, in the language of the `locale` toolbar global. */
const withProviders: Decorator = (Story, context) => {
  // The toolbar's (or the Chromatic mode's) language, or the story's own `globals`. Play functions
  // run in it too: they find elements by the translated names (`t` of .storybook/i18n.ts).
  const requested = context.globals.locale as StoryLocale | undefined;
  applyLocale(requested && STORY_LOCALES.includes(requested) ? requested : 'eng');
  return (
    <I18nextProvider i18n={storyI18n}>
      {/* Dialogs portal into the story root so axe checks them and the snapshot shows them. */}
      <UiProvider portalContainer={document.getElementById('storybook-root')}>
        <Story />
      </UiProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'eng', title: 'English' },
          { value: 'cn', title: '中文' },
          { value: 'jp', title: '日本語' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    options: {
      // Designers land on the introduction; screens come by flow, in the order a member meets
      // them. Inside a screen, its stories keep their file's order (or its __namedExportsOrder):
      // the order a designer walks its states. Storybook reads this statically: keep it inline.
      // introduction.test.ts checks that the Introduction's route map follows it.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Screens',
          [
            'Accounts',
            ['Login', 'Register', 'Password Reset'],
            'Catalogue',
            [
              'Home',
              'Categories',
              'Products',
              'Product Search',
              'Product Details',
              'Gift Card',
              'Gift Card Product',
              'Campaign',
            ],
            'Gifting',
            ['Basket', 'Checkout', 'Gift Card Share'],
            'Orders',
            ['Orders', 'Schedule'],
            'Wallet',
            ['Vouchers', 'Offline Banner', 'uDollar'],
            'Social',
            ['Friends', 'Invite Friend', 'Notifications'],
            'Profile',
            ['Profile', 'Profile Edit', 'Reminder Settings', 'Push Toggle', 'Static Pages'],
            'System',
            ['Not Found', 'Coming Soon', 'Update Prompt'],
            'Merchant',
            ['Merchant'],
          ],
          'Kit',
          'Renderer',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Chromatic (hosted visual review) captures each story in the three languages.
    chromatic: { modes: localeModes },
    viewport: {
      options: {
        mobile: { name: 'Ugift column (480)', styles: { width: '480px', height: '860px' } },
      },
    },
  },
  initialGlobals: { viewport: { value: 'mobile', isRotated: false }, locale: 'eng' },
};

export default preview;
