// The JSON Schema of the catalogue file `pnpm ops catalogue import` takes, made from the valibot
// schema the import validates with (ops/catalogue.ts) and published beside docs/contract.json as
// docs/catalogue.schema.json: `pnpm --filter @ugift/api catalogue:schema` writes it, and a test
// keeps the committed file equal to this, so the two cannot drift.
import { toJsonSchema } from '@valibot/to-json-schema';

import { catalogueFileSchema } from './catalogue';

function catalogueSchemaDocument() {
  // The file's input, before the import's transforms: a price is a number or a string like
  // "12.50". Custom checks (discounted_price at most original_price, a sku once in the file, a
  // known country) have no JSON Schema form: the description says them.
  const schema = toJsonSchema(catalogueFileSchema, {
    errorMode: 'ignore',
    typeMode: 'input',
    target: 'draft-07',
  });
  const { $schema, ...rest } = schema;
  return {
    $schema,
    title: 'Ugift catalogue file',
    description:
      'The JSON file of `pnpm ops catalogue import FILE` (and POST /api/ops/catalogue/import). Products are matched by sku; products the file leaves out are retired. Designs, music, banners, popups and campaigns are matched by name (popups by title); a section left out of the file leaves that kind as it is, a section present is the whole list (left-out designs, music and campaigns are retired, banners and popups removed). A picture is a path relative to the file, a data: URL or /api/...; it must be a PNG, JPEG, GIF or WebP. A music url is given the same way (never a web address: the app plays media from its own origin only); it must be MP3, OGG, WAV or M4A, at most 10 MB. Also checked, beyond this schema: discounted_price at most original_price; each sku (and each name in a section) once in the file; country the name of a country the shop lists, or empty for every country; skus, campaign, design and music names that name something. A CSV file holds the same products, one per row (docs/operations.md).',
    ...rest,
  };
}

/** docs/catalogue.schema.json as text: two-space indent, trailing newline. */
export function catalogueSchemaJson(): string {
  return `${JSON.stringify(catalogueSchemaDocument(), null, 2)}\n`;
}
