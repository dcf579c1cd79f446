// A shop's own music (issue 44): a music row's url in the catalogue file is an audio file, here a
// data: URL sent to the operator api, checked by its bytes and stored in the upload storage like
// the catalogue's pictures, then served by the api as audio: the app's player and the receive
// page play media from our own origin only (the Content-Security-Policy's media-src), so music
// from another site is refused at import. On PGlite and PostgreSQL.
import crypto from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { melodyWav } from '../src/media/wav';
import { onEachDatabase, type Json } from './helpers';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TUNE = melodyWav(['E4', 'G4', 'A4', 'G4', 'E4']);
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;
/** The name the catalogue stores a file under: the hash of its content. */
const storedName = (data: Buffer, ext: string) =>
  `${crypto.createHash('sha256').update(data).digest('hex').slice(0, 32)}.${ext}`;

/** A catalogue written from scratch: one product and the shop's music. */
function shopFile(music: Json[]): Json {
  return {
    products: [
      {
        sku: 'TUNE-LATTE',
        category: 'Coffee',
        brand: 'Tune Co',
        eng: { name: 'Latte voucher' },
        original_price: 6,
        discounted_price: 5,
        stock: 10,
      },
    ],
    music,
  };
}

describe('given the operator api and a catalogue with its own music', () => {
  onEachDatabase(
    (api) => {
      const ops = (command: string, payload: Json) =>
        api().app.inject({
          method: 'POST',
          url: `/api/ops/${command}`,
          headers: { authorization: `Bearer ${KEY}` },
          payload,
          remoteAddress: '10.9.1.1',
        });
      const importFile = (file: Json) =>
        ops('catalogue/import', { file: { name: 'shop.json', text: JSON.stringify(file) } });
      const music = () => api().db.selectFrom('music').selectAll().orderBy('id').execute();

      it('should store a WAV sent as a data: URL and serve it back as audio, the same bytes', async () => {
        const res = await importFile(
          shopFile([{ name: 'Our tune', url: dataUrl('audio/wav', TUNE) }]),
        );
        expect(res.statusCode).toBe(200);
        expect((res.json() as Json).data.audio).toEqual({ stored: 1, already: 0 });

        // What the app's music picker and the receive page are given.
        const token = await api().guestToken();
        const listed = (await api().call('list_music', {}, { token })).json() as Json;
        const ours = (listed.table as Json[]).find((m) => m.name === 'Our tune');
        expect(ours?.url).toBe(`/api/uploads/${storedName(TUNE, 'wav')}`);

        const served = await api().app.inject({ method: 'GET', url: ours!.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('audio/wav');
        expect(served.headers['accept-ranges']).toBe('bytes');
        expect(served.rawPayload.equals(TUNE)).toBe(true);

        // Safari's player asks for a byte range first and plays only when it gets one.
        const first = await api().app.inject({
          method: 'GET',
          url: ours!.url,
          headers: { range: 'bytes=0-1' },
        });
        expect(first.statusCode).toBe(206);
        expect(first.headers['content-range']).toBe(`bytes 0-1/${TUNE.length}`);
        expect(first.rawPayload.toString('latin1')).toBe('RI');
        const past = await api().app.inject({
          method: 'GET',
          url: ours!.url,
          headers: { range: `bytes=${TUNE.length}-` },
        });
        expect(past.statusCode).toBe(416);

        // Sound stored under a picture's name is not served: the bytes must be what it says.
        await api().app.services!.storage.put(storedName(TUNE, 'png'), TUNE, 'image/png');
        const asPicture = `/api/uploads/${storedName(TUNE, 'png')}`;
        expect((await api().app.inject({ method: 'GET', url: asPicture })).statusCode).toBe(404);
      });

      it('should refuse a PNG given as music, and music on another site, with their rows, storing nothing', async () => {
        const before = await music();
        const other = melodyWav(['C5', 'C5']);
        const picture = await importFile(
          shopFile([
            { name: 'Fine', url: dataUrl('audio/wav', other) },
            { name: 'Not a tune', url: dataUrl('audio/mpeg', PNG) },
          ]),
        );
        expect(picture.statusCode).toBe(400);
        expect((picture.json() as Json).problems).toEqual([
          {
            row: 2,
            field: 'music.url',
            message: 'the data: URL is not audio (MP3, OGG, WAV or M4A)',
          },
        ]);
        expect(await api().app.services!.storage.get(storedName(other, 'wav'))).toBeNull();

        const elsewhere = await importFile(
          shopFile([{ name: 'Hosted', url: 'https://cdn.example.com/hosted.mp3' }]),
        );
        expect(elsewhere.statusCode).toBe(400);
        const [problem] = (elsewhere.json() as Json).problems as Json[];
        expect(problem).toMatchObject({ row: 1, field: 'music.url' });
        expect(problem!.message).toContain("blocked by the app's Content-Security-Policy");
        expect(await music()).toEqual(before);
      });

      it('should change nothing when the same file or its export is imported again', async () => {
        const file = shopFile([{ name: 'Our tune', url: dataUrl('audio/wav', TUNE) }]);
        const before = await music();
        const again = await importFile(file);
        expect((again.json() as Json).data.audio).toEqual({ stored: 0, already: 1 });
        expect((again.json() as Json).summary).toContain('Nothing to change');

        const exported = (await ops('catalogue/export', {})).json() as Json;
        expect(exported.data.music).toEqual([
          { name: 'Our tune', url: `/api/uploads/${storedName(TUNE, 'wav')}`, design: '' },
        ]);
        // The sections this file has: the demo designs and campaigns left beside it name demo
        // products the file retired, which the import would refuse (not about music).
        const back = await importFile({
          products: exported.data.products,
          music: exported.data.music,
        });
        expect(back.statusCode).toBe(200);
        expect((back.json() as Json).data.audio).toEqual({ stored: 0, already: 0 });
        expect((back.json() as Json).summary).toContain('Nothing to change');
        expect(await music()).toEqual(before);
      });
    },
    {},
    { operatorKey: KEY },
  );
});
