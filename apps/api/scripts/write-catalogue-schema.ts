// Writes docs/catalogue.schema.json from the catalogue import's schema:
// `pnpm --filter @ugift/api catalogue:schema` (which then formats it with Prettier).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { catalogueSchemaJson } from '../src/ops/catalogue-schema';

const target = fileURLToPath(new URL('../../../docs/catalogue.schema.json', import.meta.url));
writeFileSync(target, catalogueSchemaJson());
process.stdout.write(`wrote ${target}\n`);
