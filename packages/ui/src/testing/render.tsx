import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { uiResources } from '../i18n/resources';
import { UiProvider } from '../theme/UiProvider';

/** A fresh i18next instance with the kit's namespace, as an app would register it. */
function createTestI18n(lng: 'eng' | 'cn' | 'jp' = 'eng'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      eng: { ui: uiResources.eng },
      cn: { ui: uiResources.cn },
      jp: { ui: uiResources.jp },
    },
    lng,
    fallbackLng: 'eng',
    ns: ['ui'],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders inside UiProvider (no global style: jsdom has no fonts) and an i18next instance. */
export function renderWithUi(
  ui: ReactElement,
  { lng = 'eng', ...options }: RenderOptions & { lng?: 'eng' | 'cn' | 'jp' } = {},
) {
  const instance = createTestI18n(lng);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>
      <UiProvider globalStyle={false}>{children}</UiProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
