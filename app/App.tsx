import { Router } from 'wouter';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';

/** The application root: one router, the shell around the one route table. */
export function App() {
  return (
    <Router>
      <Shell>
        <AppRoutes />
      </Shell>
    </Router>
  );
}
