import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';

import { startOfflineWallet } from '../lib/offline-wallet';
import { OutboxNotices } from '../lib/OutboxNotices';
import { startServiceWorker } from '../lib/pwa';
import { endPushOnDevice } from '../lib/push';
import { startTelemetry } from '../lib/telemetry';
import { UpdatePrompt } from '../lib/UpdatePrompt';
import { AppProviders, createQueryClient } from './AppProviders';
import type { ServerRendered } from '../lib/server-rendered';
import { createAppRouter, createHydratedRouter } from './router';

/**
 * Starts the app: its query client and router (which starts the first screen's loaders and route
 * modules), the telemetry, the service worker and the device wallet; returns the root component.
 * The entry calls it in a task of its own, after the modules' evaluation (main.tsx). A page the
 * server drew comes with its data: the query cache and the router start from it.
 */
export async function startApp(rendered?: ServerRendered) {
  const queryClient = createQueryClient();
  const context = { queryClient, basename: import.meta.env.BASE_URL };
  if (rendered) hydrate(queryClient, rendered.queries);
  const router = rendered
    ? await createHydratedRouter(context, rendered.router)
    : createAppRouter(context);
  startTelemetry(router);
  // A tapped notification while the app is open: its screen, routed inside the running app.
  startServiceWorker((url) => {
    const target = new URL(url);
    const inApp = target.pathname.slice(import.meta.env.BASE_URL.length - 1);
    void router.navigate(`${inApp}${target.search}`);
  });
  // The wallet kept on the device: its queued uses sent when online, all of it deleted on logout.
  startOfflineWallet(queryClient, endPushOnDevice);

  return function App() {
    return (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <UpdatePrompt />
        <OutboxNotices />
      </AppProviders>
    );
  };
}
