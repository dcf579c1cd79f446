import { gather, type Bundle } from './bundle';

/** The cn strings, gathered at build time into one chunk. */
const bundle: Bundle = gather(
  import.meta.glob<Bundle>('./cn/*.json', { eager: true, import: 'default' }),
);
export default bundle;
