import { RouterProvider } from 'react-router';

import { startOfflineWallet } from '../lib/offline-wallet';
import { OutboxNotices } from '../lib/OutboxNotices';
import { startServiceWorker } from '../lib/pwa';
import { endPushOnDevice } from '../lib/push';
import { startTelemetry } from '../lib/telemetry';
import { UpdatePrompt } from '../lib/UpdatePrompt';
import { AppProviders, createQueryClient } from './AppProviders';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, basename: import.meta.env.BASE_URL });
startTelemetry(router);
// A tapped notification while the app is open: its screen, routed inside the running app.
startServiceWorker((url) => {
  const target = new URL(url);
  const inApp = target.pathname.slice(import.meta.env.BASE_URL.length - 1);
  void router.navigate(`${inApp}${target.search}`);
});
// The wallet kept on the device: its queued uses sent when online, all of it deleted on logout.
startOfflineWallet(queryClient, endPushOnDevice);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdatePrompt />
      <OutboxNotices />
    </AppProviders>
  );
}
