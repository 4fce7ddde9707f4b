import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '#web/app/providers/app-providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

/** Renders a component with the app's providers and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string } = {},
): RenderResult {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.path ?? '/'],
  });
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** A fetch stand-in answering JSON by "METHOD path". */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
