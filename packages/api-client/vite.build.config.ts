import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

import { libraryBuild } from '../../scripts/library-build';

// The client's build (scripts/library-build.ts): one module per source file, so './contract' stays
// free of TanStack and MSW; msw (an optional peer of './mocks') and TanStack Query stay imports.
// The renderer's model (ELEMENT_TYPES, the codec the mocks use) is a devDependency and so is
// bundled in (dist/giftcard-renderer/): `npm install @ugift/api-client` alone must work (issue 46).
export default defineConfig({
  build: libraryBuild(fileURLToPath(new URL('.', import.meta.url)), {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/node': 'src/mocks/node.ts',
  }),
});
