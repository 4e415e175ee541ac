import { Router } from 'wouter';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';

/**
 * The application root: one router, the shell around the one route table. The server-state cache
 * (TanStack Query) is provided by the lazy surfaces that read it (shared/in-query-scope.tsx).
 */
export function App() {
  return (
    <Router>
      <Shell>
        <AppRoutes />
      </Shell>
    </Router>
  );
}
