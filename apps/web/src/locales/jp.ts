import { gather, type Bundle } from './bundle';

/** The jp strings, gathered at build time into one chunk. */
const bundle: Bundle = gather(
  import.meta.glob<Bundle>('./jp/*.json', { eager: true, import: 'default' }),
);
export default bundle;
