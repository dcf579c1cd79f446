import type { ReactNode } from 'react';

import { Page } from '../../../lib/Page';

/**
 * A text page: the blue top bar with its back arrow and the title (the page's heading), then the
 * content; long texts read from the start, short notices are centred.
 */
export function StaticPage({
  title,
  center = true,
  children,
}: {
  title: string;
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <Page title={title} center={center}>
      {children}
    </Page>
  );
}
