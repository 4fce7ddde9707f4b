import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

import { useTheme } from './theme-context.ts';
import { ThemeProvider } from './theme-provider.tsx';

// Toasts are never needed for the first paint; their code loads just after it.
const Toaster = lazy(() =>
  import('#web/components/ui/sonner.tsx').then((module) => ({ default: module.Toaster })),
);

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolvedTheme} />
    </Suspense>
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
