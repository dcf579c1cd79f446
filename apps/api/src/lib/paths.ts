import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder (apps/api), found from this module upwards, so that it is the same
 * whether the api runs from its TypeScript sources (src/lib) or from the bundle (dist/main.js).
 */
export const apiRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@ugift/api'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The @ugift/api package folder was not found');
    dir = parent;
  }
})();
