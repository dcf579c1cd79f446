import { describe, expect, it } from 'vitest';

import { withEachDatabase } from '../../test/helpers';
import { sharedSecret } from './secrets';

describe('sharedSecret', () => {
  withEachDatabase((getDb) => {
    it('makes a secret once and gives every later or concurrent caller the same one', async () => {
      const db = getDb();
      const all = await Promise.all(Array.from({ length: 20 }, () => sharedSecret(db, 'test')));
      expect(all[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(all).size).toBe(1);
      expect(await sharedSecret(db, 'test')).toBe(all[0]);
      expect(await sharedSecret(db, 'other')).not.toBe(all[0]);
    });
  });
});
