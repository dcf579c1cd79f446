import { describe, expect, it } from 'vitest';

import { chunkGroups, isSharedBuildingBlock } from './chunks';

const store = '/repo/node_modules/.pnpm';

describe('the shared building blocks file', () => {
  it("takes the app's and the kit's building blocks and the libraries under them", () => {
    for (const id of [
      '/repo/apps/web/src/lib/Screen.tsx',
      '/repo/apps/web/src/lib/QueryState.tsx',
      '/repo/packages/ui/src/components/Modal/Modal.tsx',
      `${store}/@radix-ui+react-dialog@1.1.15/node_modules/@radix-ui/react-dialog/dist/index.mjs`,
      `${store}/@tanstack+react-query@5.90.2/node_modules/@tanstack/react-query/build/modern/useQuery.js`,
    ])
      expect(isSharedBuildingBlock(id), id).toBe(true);
  });

  it('leaves a screen and what only some screens need to the files of the screens that use it', () => {
    for (const id of [
      '/repo/apps/web/src/features/product/ProductDetails.tsx',
      '/repo/apps/web/src/lib/sanitize-html.ts',
      '/repo/apps/web/src/lib/dayjs.ts',
      '/repo/packages/ui/src/components/Tabs/Tabs.tsx',
      '/repo/packages/ui/src/components/ExpiryLine/ExpiryLine.tsx',
      `${store}/dompurify@3.2.6/node_modules/dompurify/dist/purify.es.mjs`,
      `${store}/dayjs@1.11.13/node_modules/dayjs/dayjs.min.js`,
      `${store}/@radix-ui+react-tabs@1.1.13/node_modules/@radix-ui/react-tabs/dist/index.mjs`,
      `${store}/@radix-ui+react-roving-focus@1.1.11/node_modules/@radix-ui/react-roving-focus/dist/index.mjs`,
    ])
      expect(isSharedBuildingBlock(id), id).toBe(false);
  });

  it('groups only what several screens share', () => {
    const [group] = chunkGroups.codeSplitting.groups;
    expect(group).toMatchObject({ name: 'common', test: isSharedBuildingBlock });
    expect(group?.minShareCount ?? 0).toBeGreaterThan(1);
  });
});
