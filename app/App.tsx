import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';

/** The application root: the server-state cache, one router, the shell around the one route table. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <Shell>
          <AppRoutes />
        </Shell>
      </Router>
    </QueryClientProvider>
  );
}
