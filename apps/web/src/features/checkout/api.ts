import { createMutations, createQueries } from '@ugift/api-client';

import { api } from '../../lib/api';

/** The api-client's queryOptions and mutationOptions over the app's one client. */
export const queries = createQueries(api);
export const mutations = createMutations(api);
