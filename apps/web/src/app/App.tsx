import { RouterProvider } from 'react-router';

import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

const router = createAppRouter(import.meta.env.BASE_URL);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
