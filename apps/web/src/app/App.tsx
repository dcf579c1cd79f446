import { RouterProvider } from 'react-router';

import { startTelemetry } from '../lib/telemetry';
import { AppProviders, createQueryClient } from './AppProviders';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, basename: import.meta.env.BASE_URL });
startTelemetry(router);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
