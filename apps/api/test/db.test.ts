import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { migrate, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';

describe('given PGlite in a data directory', () => {
  it('keeps its data across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugift-pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await migrate(first);
      await first
        .insertInto('sms_outbox')
        .values({ phone_number: '6512345678', message: 'kept' })
        .execute();
      await first.destroy();
      const second = await openDatabase({ dataDir: dir });
      expect(await migrate(second)).toEqual([]);
      expect(Object.keys(migrations).length).toBeGreaterThan(0);
      const rows = await second.selectFrom('sms_outbox').select('message').execute();
      expect(rows).toEqual([{ message: 'kept' }]);
      await second.destroy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
