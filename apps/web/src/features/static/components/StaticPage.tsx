import type { ReactNode } from 'react';

import { Page } from '../../../lib/Page';

/** A text page: its title as the page heading, then its content. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <h1>{title}</h1>
      {children}
    </Page>
  );
}
