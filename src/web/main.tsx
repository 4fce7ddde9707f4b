import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders } from './app/providers/app-providers.tsx';
import { AppRouter } from './app/router.tsx';
import { UpdatePrompt } from './components/update-prompt.tsx';
import { loadBusinessTimeZone } from './lib/business-time-zone.ts';
import { isOnline } from './lib/offline/online-status.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('no #root element');

void loadBusinessTimeZone();
// TanStack Query assumes it starts online and only learns otherwise from an 'offline' event: an
// app opened with no signal would fetch, fail and show errors over the kept copy (decision 036 §2).
onlineManager.setOnline(isOnline());
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter />
      {/* Outside the router so a new version is offered on the sign-in screen too (decision 036). */}
      <UpdatePrompt />
    </AppProviders>
  </StrictMode>,
);
