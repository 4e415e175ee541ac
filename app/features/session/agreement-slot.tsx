import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../design-system';
import { lazyWithQueries } from '../../shared/lazy-with-queries';
import type { RegisterAgreementProps } from './ContractAgreement';

const load = () => import(/* webpackChunkName: "agreement" */ './ContractAgreement');
const LoginAgreement = lazyWithQueries(() => load().then((m) => m.LoginAgreement));
const RegisterAgreement = lazyWithQueries(() => load().then((m) => m.RegisterAgreement));

/** Nothing while the chunk loads; nothing if it fails (the config's switches then stay off, as before an answer). */
function Quiet({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary frame={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function LoginAgreementSlot() {
  return (
    <Quiet>
      <LoginAgreement />
    </Quiet>
  );
}

export function RegisterAgreementSlot(props: RegisterAgreementProps) {
  return (
    <Quiet>
      <RegisterAgreement {...props} />
    </Quiet>
  );
}
