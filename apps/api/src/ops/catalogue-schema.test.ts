import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseCatalogue } from './catalogue';
import { catalogueSchemaJson } from './catalogue-schema';

const file = fileURLToPath(new URL('../../../../docs/catalogue.schema.json', import.meta.url));
const operations = fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url));

describe('given docs/catalogue.schema.json', () => {
  it('should match the import schema (regenerate with pnpm --filter @ugift/api catalogue:schema)', () => {
    // Compared as data: the committed file is Prettier-formatted.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(catalogueSchemaJson()));
  });

  it('should describe the products the import takes, with their required fields', () => {
    const doc = JSON.parse(catalogueSchemaJson()) as {
      $schema: string;
      required: string[];
      properties: { products: { items: { required: string[]; properties: object } } };
    };
    expect(doc.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(doc.required).toEqual(['products']);
    expect(doc.properties.products.items.required).toEqual([
      'sku',
      'category',
      'brand',
      'eng',
      'original_price',
      'discounted_price',
      'stock',
    ]);
    // A file written to the schema's required fields only is one the import takes.
    const minimal = {
      products: [
        {
          sku: 'S-1',
          category: 'Coffee',
          brand: 'Bean Co',
          eng: { name: 'Latte' },
          original_price: 5,
          discounted_price: '4.50',
          stock: 10,
        },
      ],
    };
    expect(parseCatalogue({ name: 'c.json', text: JSON.stringify(minimal) }).products).toHaveLength(
      1,
    );
  });

  it('should take the complete example of docs/operations.md, every section of it', () => {
    const doc = readFileSync(operations, 'utf8');
    const example = /A complete file for day one[^]*?```json\n([^]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const parsed = parseCatalogue({ name: 'shop.json', text: example! });
    expect(parsed.products).toHaveLength(1);
    for (const section of ['designs', 'music', 'banners', 'popups', 'campaigns'] as const)
      expect(parsed[section]?.length).toBeGreaterThan(0);
  });
});
