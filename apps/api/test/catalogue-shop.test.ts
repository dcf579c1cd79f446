// The rest of the shop in the catalogue file (issue 44): gift-card designs with their overlays,
// music, banners with what they open, popups and campaigns, and their pictures (a file beside the
// catalogue or a data: URL, stored once by content). A file with every kind imports, exports and
// re-imports with no change; bad rows of each kind are refused whole with their row and field;
// a file that is not a picture (or music that is not audio) is refused. Through the registry's
// runCommand, as `pnpm ops` runs it, on PGlite and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../src/db';
import { MAX_AUDIO_BYTES } from '../src/lib/audio';
import { melodyWav } from '../src/media/wav';
import { opsRegistry } from '../src/ops/commands';
import { formatProblems, OpsRefusal, runCommand, type OpsResult } from '../src/ops/registry';
import { DiskStorage } from '../src/storage';
import { withEachDatabase, type Json } from './helpers';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_DATA_URL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
// The shop's own music: a WAV beside the file and another as a data: URL.
const HAPPY_WAV = melodyWav(['C4', 'E4', 'G4', 'C5']);
const BIRTHDAY_WAV = melodyWav(['G4', 'G4', 'A4', 'G4', 'C5', 'B4']);
const BIRTHDAY_DATA_URL = `data:audio/wav;base64,${BIRTHDAY_WAV.toString('base64')}`;

/** A shop's first catalogue, written from scratch: every kind of the file. */
function shopFile(): Json {
  return {
    categories: [{ eng: 'Coffee', cn: '咖啡' }],
    brands: [{ eng: 'Bean Co' }],
    products: [
      {
        sku: 'BEAN-LATTE',
        category: 'Coffee',
        brand: 'Bean Co',
        country: 'Singapore',
        eng: { name: 'Latte voucher' },
        original_price: 6,
        discounted_price: 5.5,
        stock: 100,
        image: 'pictures/latte.png',
      },
      {
        sku: 'BEAN-BEANS',
        category: 'Coffee',
        brand: 'Bean Co',
        eng: { name: 'A bag of beans' },
        original_price: 20,
        discounted_price: 20,
        stock: 10,
      },
    ],
    campaigns: [
      {
        name: 'Bring three friends',
        image: 'pictures/latte.png',
        description: 'Invite three friends, get a latte',
        campaign_type: 'task_based',
        task_type: 'invite',
        reward_type: 'product',
        reward_product: 'BEAN-LATTE',
        target: 3,
      },
      {
        name: 'Bring three friends: first step',
        parent: 'Bring three friends',
        image: GIF_DATA_URL,
        campaign_type: 'task_based',
        task_type: 'invite',
        reward_points: 500,
      },
    ],
    music: [
      { name: 'Happy tune', url: 'music/happy.wav' },
      { name: 'Birthday song', url: BIRTHDAY_DATA_URL, design: 'Birthday' },
    ],
    designs: [
      {
        name: { eng: 'Birthday', cn: '生日' },
        category: 'Celebrations',
        image: 'pictures/latte.png',
        thumbnail: GIF_DATA_URL,
        overlays: [
          {
            type: 'text',
            key: 'title',
            content: 'Happy birthday!',
            xpos: 0.1,
            ypos: 0.05,
            width: 0.8,
            height: 0.15,
            fontcolor: '#ffffff',
            fontsize: 40,
          },
          { type: 'message', key: 'message', placeholder: 'Your message' },
          {
            type: 'sticker',
            key: 'cake',
            content: 'pictures/latte.png',
            xpos: 0.6,
            ypos: 0.6,
            width: 0.3,
            height: 0.3,
          },
          { type: 'music', key: 'music', content: 'Birthday song' },
        ],
        related_products: ['BEAN-LATTE'],
      },
      { name: { eng: 'Thank you' }, category: 'Everyday', image: GIF_DATA_URL, editable: false },
    ],
    banners: [
      {
        name: 'Lattes',
        description: 'Our lattes',
        country: 'Singapore',
        image: 'pictures/latte.png',
        opens: { product: 'BEAN-LATTE' },
      },
      { name: 'Invite', image: GIF_DATA_URL, opens: { campaign: 'Bring three friends' } },
      { name: 'Guide', image: GIF_DATA_URL, opens: { url: 'https://example.com/guide' } },
      { name: 'Tour', image: GIF_DATA_URL, opens: { video: 'https://example.com/tour.webm' } },
    ],
    popups: [
      {
        title: 'Welcome',
        description: 'Coffee on us',
        image: 'pictures/latte.png',
        opens: { campaign: 'Bring three friends' },
      },
    ],
  };
}

let dir: string;
let storage: DiskStorage;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-catalogue-shop-'));
  fs.mkdirSync(path.join(dir, 'pictures'));
  fs.writeFileSync(path.join(dir, 'pictures', 'latte.png'), PNG);
  fs.writeFileSync(path.join(dir, 'pictures', 'notes.png'), 'these are my notes, not a picture');
  fs.mkdirSync(path.join(dir, 'music'));
  fs.writeFileSync(path.join(dir, 'music', 'happy.wav'), HAPPY_WAV);
  // One byte over the cap, and a real WAV by its first bytes.
  const huge = Buffer.alloc(MAX_AUDIO_BYTES + 1);
  HAPPY_WAV.copy(huge, 0, 0, 44);
  fs.writeFileSync(path.join(dir, 'music', 'huge.wav'), huge);
  storage = new DiskStorage(path.join(dir, 'uploads'));
});

const importCommand = opsRegistry.get('catalogue import')!;
const exportCommand = opsRegistry.get('catalogue export')!;

function run(db: Db, command: typeof importCommand, input: Json): Promise<OpsResult> {
  return runCommand(
    {
      db,
      storage,
      now: () => new Date(),
      production: true,
      via: 'cli',
      actor: 'test',
      readLocalFile: (relative) => fs.promises.readFile(path.resolve(dir, relative)),
    },
    command,
    input,
  );
}

const importJson = (db: Db, file: Json, name = 'shop.json') =>
  run(db, importCommand, { file: { name, text: JSON.stringify(file) } });

async function refusalOf(promise: Promise<unknown>): Promise<OpsRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OpsRefusal) return error;
    throw error;
  }
  throw new Error('the import was not refused');
}

/** What the shop shows of the file's kinds, to compare before and after. */
async function snapshot(db: Db) {
  return {
    giftcards: await db.selectFrom('giftcards').selectAll().orderBy('id').execute(),
    music: await db.selectFrom('music').selectAll().orderBy('id').execute(),
    banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
    popups: await db.selectFrom('popups').selectAll().orderBy('id').execute(),
    campaigns: await db.selectFrom('campaigns').selectAll().orderBy('id').execute(),
  };
}

withEachDatabase((db) => {
  describe('given a catalogue file with every kind', () => {
    it('should say what it would change with --dry-run, and write and store nothing', async () => {
      const uploads = path.join(dir, 'uploads');
      const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0);
      const stored = files();
      const before = await snapshot(db());
      const dry = await run(db(), importCommand, {
        file: { name: 'shop.json', text: JSON.stringify(shopFile()) },
        dry_run: true,
      });
      expect((dry.data as Json).shop.banners).toMatchObject({ added: 4 });
      const images = (dry.data as Json).images as { stored: number; already: number };
      expect(images.stored + images.already).toBe(2);
      const audio = (dry.data as Json).audio as { stored: number; already: number };
      expect(audio.stored + audio.already).toBe(2);
      expect(dry.summary).toContain('Dry run: nothing was written.');
      expect(files()).toBe(stored);
      expect(await snapshot(db())).toEqual(before);
    });

    it('should import it, store each picture once, and change nothing when imported again', async () => {
      const first = await importJson(db(), shopFile());
      expect((first.data as Json).shop).toEqual({
        campaigns: { added: 2, changed: 0, unchanged: 0, removed: expect.any(Number) },
        music: { added: 2, changed: 0, unchanged: 0, removed: expect.any(Number) },
        designs: { added: 2, changed: 0, unchanged: 0, removed: expect.any(Number) },
        banners: { added: 4, changed: 0, unchanged: 0, removed: expect.any(Number) },
        popups: { added: 1, changed: 0, unchanged: 0, removed: expect.any(Number) },
      });
      // Two pictures: the PNG beside the file (used six times) and the GIF data: URL; two tunes.
      const stored = fs.readdirSync(path.join(dir, 'uploads'));
      expect(stored.filter((n) => /\.(png|gif)$/.test(n))).toHaveLength(2);
      expect(stored.filter((n) => n.endsWith('.wav'))).toHaveLength(2);
      const audio = (first.data as Json).audio as { stored: number; already: number };
      expect(audio.stored + audio.already).toBe(2);

      const banner = await db()
        .selectFrom('banners')
        .selectAll()
        .where('name', '=', 'Lattes')
        .executeTakeFirstOrThrow();
      const latte = await db()
        .selectFrom('products')
        .select(['id', 'image'])
        .where('sku', '=', 'BEAN-LATTE')
        .executeTakeFirstOrThrow();
      expect(banner.linkage_type).toBe('linkage_product');
      expect(banner.linkage_detail).toBe(String(latte.id));
      expect(banner.image).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
      expect(latte.image).toBe(banner.image);
      const picture = await storage.get(banner.image.slice('/api/uploads/'.length));
      expect(picture?.equals(PNG)).toBe(true);

      const card = await db()
        .selectFrom('giftcards')
        .selectAll()
        .where('retired_at', 'is', null)
        .where(({ ref }) => ref('names'), '@>', JSON.stringify({ en: 'Birthday' }) as never)
        .executeTakeFirstOrThrow();
      const song = await db()
        .selectFrom('music')
        .selectAll()
        .where('name', '=', 'Birthday song')
        .executeTakeFirstOrThrow();
      expect(song.giftcard_id).toBe(card.id);
      expect(song.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.wav$/);
      const tune = await storage.get(song.url.slice('/api/uploads/'.length));
      expect(tune?.equals(BIRTHDAY_WAV)).toBe(true);
      const elements = JSON.parse(card.edit_parameter) as Json[];
      // Texts as the card stores them: the hex of their UTF-8 bytes.
      expect(elements[0]).toMatchObject({
        type: 'text',
        content: Buffer.from('Happy birthday!').toString('hex'),
      });
      expect(elements[2]!.content).toBe(banner.image);
      expect(elements[3]).toMatchObject({ type: 'music', content: String(song.id) });
      expect(card.related_product_ids).toEqual([latte.id]);

      const before = await snapshot(db());
      const again = await importJson(db(), shopFile());
      expect(again.summary).toContain('Nothing to change');
      expect((again.data as Json).images).toEqual({ stored: 0, already: 2 });
      expect((again.data as Json).audio).toEqual({ stored: 0, already: 2 });
      expect(await snapshot(db())).toEqual(before);
    });

    it('should export a file that imports back with no change, and exports the same again', async () => {
      const exported = (await run(db(), exportCommand, {})).data as Json;
      expect(exported.banners.map((b: Json) => b.opens)).toEqual([
        { product: 'BEAN-LATTE' },
        { campaign: 'Bring three friends' },
        { url: 'https://example.com/guide' },
        { video: 'https://example.com/tour.webm' },
      ]);
      expect(exported.designs[0].overlays[0].content).toBe('Happy birthday!');
      expect(exported.designs[0].overlays[3].content).toBe('Birthday song');
      expect(exported.music[1].design).toBe('Birthday');
      // The stored music, not the file it came from: importing the export reads no file.
      for (const m of exported.music) expect(m.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.wav$/);
      expect(exported.campaigns[1].parent).toBe('Bring three friends');

      const before = await snapshot(db());
      const back = await importJson(db(), exported, 'export.json');
      expect(back.summary).toContain('Nothing to change');
      expect(await snapshot(db())).toEqual(before);
      expect((await run(db(), exportCommand, {})).data).toEqual(exported);
    });
  });

  describe('given a catalogue file with bad rows of each new kind', () => {
    it('should refuse it whole with one line per row and field, and write nothing', async () => {
      const file = shopFile();
      file.designs[1].overlays = [{ type: 'hologram', key: 'x' }];
      file.designs.push({ name: { eng: 'Birthday' }, category: 'Again', image: GIF_DATA_URL });
      file.music[0].url = 'ftp://example.com/x.mp3';
      file.music[1].url = 'https://cdn.example.com/birthday.mp3';
      file.banners[2].opens = { url: 'not a web address' };
      file.popups[0].title = '';
      file.campaigns[0].target = 0;
      const before = await snapshot(db());
      const refusal = await refusalOf(importJson(db(), file, 'bad.json'));
      expect(formatProblems(refusal)).toBe(
        [
          'bad.json: 7 problem(s); nothing was imported',
          '  row 2, designs.overlays.0.type: must be one of message, text, custom_text, image, sticker, music',
          '  row 3, designs.name.eng: "Birthday" is also on row 1',
          '  row 1, music.url: must be a file beside the catalogue, a data: URL or /api/...',
          "  row 2, music.url: https://cdn.example.com/birthday.mp3: music from another site is blocked by the app's Content-Security-Policy; give the audio file (a path beside the catalogue or a data: URL) and the api stores it",
          '  row 3, banners.opens.url: must be a web address',
          '  row 1, popups.title: is required',
          '  row 1, campaigns.target: must be 1 or more',
        ].join('\n'),
      );
      expect(await snapshot(db())).toEqual(before);
    });

    it('should refuse names that lead nowhere (a sku, a campaign, a design, a music) with their rows', async () => {
      const file = shopFile();
      file.banners[0].opens = { product: 'NO-SUCH-SKU' };
      file.popups[0].opens = { campaign: 'No such campaign' };
      file.music[1].design = 'No such design';
      file.designs[0].overlays[3].content = 'No such song';
      file.designs[0].country = 'Atlantis';
      const before = await snapshot(db());
      const refusal = await refusalOf(importJson(db(), file, 'bad.json'));
      expect(refusal.problems).toEqual([
        { row: 1, field: 'designs.country', message: 'no country named Atlantis' },
        { row: 1, field: 'designs.overlays.3.content', message: 'no music named No such song' },
        { row: 2, field: 'music.design', message: 'no design named No such design' },
        { row: 1, field: 'banners.opens.product', message: 'no product with sku NO-SUCH-SKU' },
        { row: 1, field: 'popups.opens.campaign', message: 'no campaign named No such campaign' },
      ]);
      expect(await snapshot(db())).toEqual(before);
    });

    it('should refuse a file that is not a picture, naming its row and field', async () => {
      const file = shopFile();
      file.banners[1].image = 'pictures/notes.png';
      file.designs[0].overlays[2].content = 'data:image/png;base64,SGVsbG8=';
      file.popups[0].image = 'pictures/missing.png';
      file.campaigns[1].image = '/api/ops/catalogue/export';
      const stored = fs.readdirSync(path.join(dir, 'uploads')).length;
      const refusal = await refusalOf(importJson(db(), file, 'bad.json'));
      expect(refusal.problems).toEqual([
        {
          row: 1,
          field: 'designs.overlays.2.content',
          message: 'the data: URL is not a picture (PNG, JPEG, GIF or WebP)',
        },
        {
          row: 2,
          field: 'banners.image',
          message: 'pictures/notes.png is not a picture (PNG, JPEG, GIF or WebP)',
        },
        {
          row: 1,
          field: 'popups.image',
          message: 'pictures/missing.png: no such file beside the catalogue file',
        },
        {
          row: 2,
          field: 'campaigns.image',
          message:
            '/api/ops/catalogue/export is not a picture the api serves (/api/uploads/... or /api/media/...)',
        },
      ]);
      expect(fs.readdirSync(path.join(dir, 'uploads'))).toHaveLength(stored);
    });

    it('should refuse music that is not audio, too large or not served, naming its row, and store nothing', async () => {
      const file = shopFile();
      file.music[0].url = 'music/huge.wav';
      file.music[1].url = 'pictures/latte.png';
      file.music.push({
        name: 'Picture path',
        url: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      });
      file.music.push({
        name: 'Fine',
        url: `data:audio/wav;base64,${melodyWav(['D5']).toString('base64')}`,
      });
      const stored = fs.readdirSync(path.join(dir, 'uploads')).length;
      const before = await snapshot(db());
      const refusal = await refusalOf(importJson(db(), file, 'bad.json'));
      expect(formatProblems(refusal)).toBe(
        [
          'bad.json: 3 problem(s); nothing was imported',
          '  row 1, music.url: music/huge.wav is larger than 10 MB',
          '  row 2, music.url: pictures/latte.png is not audio (MP3, OGG, WAV or M4A)',
          '  row 3, music.url: /api/uploads/0123456789abcdef0123456789abcdef.png is not audio the api serves (/api/uploads/... or /api/media/music/...)',
        ].join('\n'),
      );
      // Not even the good tune of row 4 is stored.
      expect(fs.readdirSync(path.join(dir, 'uploads'))).toHaveLength(stored);
      expect(await snapshot(db())).toEqual(before);
    });
  });

  describe('given a catalogue file that leaves kinds out', () => {
    it('should retire left-out designs, music and campaigns, remove banners and popups, and keep kinds it has no section for', async () => {
      const file = shopFile();
      file.designs = file.designs.slice(0, 1);
      file.banners = file.banners.slice(1);
      file.campaigns = file.campaigns.slice(0, 1);
      delete file.popups;
      const result = await importJson(db(), file);
      expect((result.data as Json).shop).toMatchObject({
        designs: { removed: 1, unchanged: 1 },
        banners: { removed: 1, unchanged: 0, changed: 3 },
        campaigns: { removed: 1, unchanged: 1 },
      });
      expect((result.data as Json).shop.popups).toBeUndefined();
      const thanks = await db()
        .selectFrom('giftcards')
        .select('retired_at')
        .where(({ ref }) => ref('names'), '@>', JSON.stringify({ en: 'Thank you' }) as never)
        .executeTakeFirstOrThrow();
      expect(thanks.retired_at).not.toBeNull();
      const exported = (await run(db(), exportCommand, {})).data as Json;
      expect(exported.designs.map((d: Json) => d.name.eng)).toEqual(['Birthday']);
      expect(exported.popups.map((p: Json) => p.title)).toEqual(['Welcome']);
      expect(exported.banners.map((b: Json) => b.name)).toEqual(['Invite', 'Guide', 'Tour']);
    });
  });
});
