import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

import { RootGate } from './root-gate.tsx';

// Each screen is its own chunk, loaded when first visited (route-level code splitting).
function screen(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

// Spec §2 routes; /dashboard is the default and fallback route.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootGate />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', lazy: screen(() => import('./routes/dashboard.tsx')) },
      { path: 'calendar', lazy: screen(() => import('./routes/calendar.tsx')) },
      { path: 'tickets', lazy: screen(() => import('./routes/tickets.tsx')) },
      { path: 'create-ticket', lazy: screen(() => import('./routes/create-ticket.tsx')) },
      { path: 'ai-chat', lazy: screen(() => import('./routes/ai-chat.tsx')) },
      { path: 'locations', lazy: screen(() => import('./routes/locations.tsx')) },
      { path: 'categories', lazy: screen(() => import('./routes/categories.tsx')) },
      { path: 'technicians', lazy: screen(() => import('./routes/technicians.tsx')) },
      { path: 'reports', lazy: screen(() => import('./routes/reports.tsx')) },
      { path: 'clock', lazy: screen(() => import('./routes/time-clock.tsx')) },
      { path: 'time-tracker', lazy: screen(() => import('./routes/time-clock.tsx')) },
      { path: 'technician-signup', lazy: screen(() => import('./routes/technician-signup.tsx')) },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
