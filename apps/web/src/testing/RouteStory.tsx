import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { configure } from 'storybook/test';

import { createTestRouter } from '../app/router';
import { createTestQueryClient } from './query-client';

// Screens load their route chunk and data before they show: give play functions time for both.
configure({ asyncUtilTimeout: 10_000 });

export interface RouteStoryProps {
  /** The path the story opens, with its query (no base path). */
  path: string;
  /** Signed in as this member; a guest when left out. */
  member?: { member_id: string; country_id?: string };
  /** Other device keys to store before the screen opens (JSON-encoded like the app does). */
  storage?: Record<string, unknown>;
}

/**
 * A screen as the app shows it at a path: the real routes, loaders and guard, a fresh query
 * cache, and whatever MSW handlers the story gives. Storybook's preview supplies the kit's
 * provider and the i18n instance that follows the locale toolbar.
 */
export function RouteStory({ path, member, storage = {} }: RouteStoryProps) {
  const [state] = useState(() => {
    localStorage.clear();
    if (member) localStorage.setItem('authUser', JSON.stringify(member));
    for (const [key, value] of Object.entries(storage)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
    const queryClient = createTestQueryClient();
    return { queryClient, router: createTestRouter(queryClient, [path]) };
  });
  return (
    <QueryClientProvider client={state.queryClient}>
      <RouterProvider router={state.router} />
    </QueryClientProvider>
  );
}
