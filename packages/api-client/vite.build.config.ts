import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

import { libraryBuild } from '../../scripts/library-build';

// The client's build (scripts/library-build.ts): one module per source file, so './contract' stays
// free of TanStack and MSW; msw (an optional peer of './mocks') and TanStack Query stay imports.
export default defineConfig({
  build: libraryBuild(fileURLToPath(new URL('.', import.meta.url)), {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/node': 'src/mocks/node.ts',
  }),
});
