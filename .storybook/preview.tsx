import type { Decorator, Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { I18nextProvider } from 'react-i18next';
import { FORCE_REMOUNT, STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

// The same fonts as the web app: nothing a story draws may come from the machine's fonts
// (test-runner.ts checks it).
import '../packages/ui/src/fonts';
import '../packages/giftcard-renderer/src/fonts';

import { UiProvider } from '../packages/ui/src/theme/UiProvider';
import { htmlLang, STORY_LOCALES, type StoryLocale, storyI18n } from './i18n';
import { localeModes } from './modes';

// Any request a story does not mock is an error, never a silent trip to the network.
initialize({ onUnhandledRequest: 'error', quiet: true });

function applyLocale(locale: StoryLocale): void {
  if (storyI18n.language !== locale) void storyI18n.changeLanguage(locale);
  // Code that reads the global instance (e.g. the web app's lib/i18n) follows the same language.
  if (i18next.isInitialized && i18next.language !== locale) void i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[locale];
}

/**
 * Play functions find elements by their English names. A story with a play function (and no
 * language of its own) is rendered in English until its play function has run, then switched to the language of the toolbar (or of the
 * Chromatic mode): the state the play function reached, in the chosen language. A switch of the
 * toolbar afterwards re-renders the story without playing it again, in the new language.
 */
const played = new Set<string>();
let requestedLocale: StoryLocale = 'eng';
const channel = addons.getChannel();
channel.on(
  STORY_RENDER_PHASE_CHANGED,
  ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
    if (newPhase === 'preparing') played.delete(storyId);
    if ((newPhase === 'played' || newPhase === 'errored') && !played.has(storyId)) {
      played.add(storyId);
      applyLocale(requestedLocale);
    }
  },
);
channel.on(FORCE_REMOUNT, ({ storyId }: { storyId: string }) => played.delete(storyId));

/** Every story renders in the kit's provider, in the language of the `locale` toolbar global. */
const withProviders: Decorator = (Story, context) => {
  const requested = context.globals.locale as StoryLocale | undefined;
  requestedLocale = requested && STORY_LOCALES.includes(requested) ? requested : 'eng';
  // A story that fixes its own language (its `globals`) plays in it.
  const ownLocale = (context.storyGlobals as { locale?: StoryLocale } | undefined)?.locale;
  const playing = Boolean(context.playFunction) && !ownLocale && !played.has(context.id);
  applyLocale(playing ? 'eng' : requestedLocale);
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
      // Designers land on the introduction; screens come by flow, in the order a member meets them.
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
            'Wallet',
            ['Vouchers', 'uDollar'],
            'Social',
            ['Friends', 'Invite Friend', 'Notifications'],
            'Profile',
            ['Profile', 'Profile Edit', 'Static Pages'],
            'System',
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
