import * as v from 'valibot';
import { successBase } from '../entities';

/** A request: strict, so that an unknown field is refused by name. */
export const req = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries);
/** A success body: { success: true, message, ...rest }. */
export const res = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ ...successBase, ...entries });
/** A success body with nothing but success and message. */
export const ok = () => v.object({ ...successBase });
