// How the build groups modules into files (issue 17). Left to itself the bundler makes a file of
// every set of modules that the same screens share: a first load of /product-details asked for 23
// scripts, most of them a few hundred bytes to a few KiB (the screen frame, the query state, the
// dialogs, Radix's primitives, formatting helpers). Each file a page asks for costs its main
// thread a request started from script (Vite's preload links: 2 to 5 ms each during a first load
// on a 2-core machine, four times that in Lighthouse's phone) and a module of its own to
// instantiate. The modules that many screens share (the app's and the kit's building blocks, the
// Radix primitives and React Query under them) are one file instead, loaded with the entry.
import type { Rollup } from 'vite';

/** Shared by at least this many lazily loaded screens: a building block, not one screen's part. */
const SHARED_BY = 4;

/** The app's and the kit's building blocks and the libraries under them. */
const BUILDING_BLOCKS =
  /apps\/web\/src\/lib\/|packages\/ui\/src\/|@radix-ui|@tanstack\+react-query|aria-hidden|react-remove-scroll/;

/**
 * Shared, but not by the first screens: each of these brings a library of its own (the date
 * library, the sanitiser, Radix's tabs and their roving focus) that /home, a product and a shared
 * gift do not need, and stays in the files the bundler makes for the screens that use it.
 */
const KEPT_APART =
  /sanitize-html|dayjs|time-zones|SelectField|Summary|field-errors|ExpiryLine|components\/Tabs|react-tabs|roving-focus|react-collection/;

/** Whether a module (its resolved id) goes into the shared file. */
export function isSharedBuildingBlock(id: string): boolean {
  return BUILDING_BLOCKS.test(id) && !KEPT_APART.test(id);
}

/** Rolldown's output options for that grouping (the rest is its automatic splitting). */
export const chunkGroups = {
  codeSplitting: {
    groups: [{ name: 'common', minShareCount: SHARED_BY, test: isSharedBuildingBlock }],
  },
} satisfies Rollup.OutputOptions;
