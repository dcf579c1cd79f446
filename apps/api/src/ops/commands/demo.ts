import * as v from 'valibot';

import { seedIfEmpty } from '../../db/seed';
import { defineCommand, flag, OpsRefusal } from '../registry';

/** The demo catalogue and members into an empty database, on the operator's explicit word. */
export const demoSeedCommand = defineCommand({
  name: 'demo seed',
  summary: 'Load the demo catalogue (and with --members the demo members) into an empty shop',
  usage: '[--members]',
  help: 'Only into a database without countries; the demo members have the README passwords, so in production they need --members on purpose.',
  input: v.object({ members: flag }),
  async run({ db, now }, { members }) {
    const seeded = await seedIfEmpty(db, now(), { demoMembers: members, catalogue: true });
    if (!seeded)
      throw new OpsRefusal('The shop is not empty: the demo data goes only into a new database.');
    return {
      summary: `demo catalogue loaded${members ? ', with the demo members' : ''}`,
      data: { seeded },
    };
  },
});
