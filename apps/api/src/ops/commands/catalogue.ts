import * as v from 'valibot';

import {
  exportCatalogue,
  importCatalogue,
  parseCatalogue,
  resolveCatalogueMedia,
  toCsv,
  type ImportReport,
} from '../catalogue';
import { defineCommand, fileInput, flag } from '../registry';

function describe(report: ImportReport): string {
  const p = report.products;
  const shop = Object.entries(report.shop);
  const nothing =
    p.added +
      p.changed +
      p.retired +
      report.categories.added +
      report.brands.added +
      report.images.stored +
      report.audio.stored +
      shop.reduce((n, [, c]) => n + c.added + c.changed + c.removed, 0) ===
    0;
  const lines = [
    `${report.dryRun ? 'Would change' : 'Changed'}: products ${p.added} added, ${p.changed} changed, ${p.unchanged} unchanged, ${p.retired} retired; categories ${report.categories.added} added; brands ${report.brands.added} added.`,
    ...shop.map(
      ([section, c]) =>
        `${section}: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.removed} ${section === 'banners' || section === 'popups' ? 'removed' : 'retired'}.`,
    ),
    `pictures: ${report.images.stored} new, ${report.images.already} already stored.`,
    `music files: ${report.audio.stored} new, ${report.audio.already} already stored.`,
  ];
  if (nothing) lines.push('Nothing to change: the shop already holds this catalogue.');
  else if (report.dryRun) lines.push('Dry run: nothing was written.');
  return lines.join('\n');
}

export const catalogueImportCommand = defineCommand({
  name: 'catalogue import',
  summary: 'Import the shop catalogue from a JSON or CSV file (all or nothing)',
  usage: 'FILE [--dry-run]',
  help: [
    'FILE is a catalogue JSON file (docs/catalogue.schema.json) or a CSV of products (columns in',
    'docs/operations.md). Every row is checked first; any problem refuses the whole file with one',
    'line per row and field. Products are matched by sku: the same file twice changes nothing;',
    'products the file leaves out are retired (no longer sold, their orders kept).',
    'A JSON file may also hold designs (with their overlays), music, banners, popups and',
    'campaigns, matched by name: a section present is the whole list (designs, music and',
    'campaigns left out are retired, banners and popups removed), a section absent is left alone.',
    'Pictures and music are paths beside FILE or data: URLs, stored once by content in the',
    'upload storage (music: MP3, OGG, WAV or M4A, at most 10 MB; not a web address).',
  ].join('\n'),
  args: ['file'],
  files: ['file'],
  input: v.object({ file: fileInput, dry_run: flag }),
  async run({ db, storage, readLocalFile }, { file, dry_run }) {
    const { catalogue, images, audio } = await resolveCatalogueMedia(parseCatalogue(file), {
      fileName: file.name,
      readLocalFile,
    });
    const report = await importCatalogue(db, catalogue, {
      dryRun: dry_run,
      fileName: file.name,
      images: { storage, pending: images, audio },
    });
    return { summary: describe(report), data: report };
  },
});

export const catalogueExportCommand = defineCommand({
  name: 'catalogue export',
  summary: 'Print the catalogue as the JSON file import takes (--format csv: products as CSV)',
  usage: '[--format json|csv]',
  input: v.object({ format: v.optional(v.picklist(['json', 'csv']), 'json') }),
  async run({ db }, { format }) {
    const catalogue = await exportCatalogue(db);
    const text = format === 'csv' ? toCsv(catalogue.products) : JSON.stringify(catalogue, null, 2);
    return { summary: text, data: catalogue };
  },
});
