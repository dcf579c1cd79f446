import type { ReactNode } from 'react';

import { Screen } from '../../../lib/Screen';

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
    <Screen title={title} text={center ? 'center' : 'start'}>
      {children}
    </Screen>
  );
}
