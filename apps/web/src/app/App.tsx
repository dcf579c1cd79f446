import { RouterProvider } from 'react-router';

import { AppProviders, createQueryClient } from './AppProviders';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, basename: import.meta.env.BASE_URL });

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
