import { gather, type Bundle } from './bundle';

/** The eng strings, gathered at build time into one chunk. */
const bundle: Bundle = gather(
  import.meta.glob<Bundle>('./eng/*.json', { eager: true, import: 'default' }),
);
export default bundle;
