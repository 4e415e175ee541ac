/**
 * The user agreement of the log-in and register forms, shown when the service-contract config says
 * so. A chunk of its own, drawn after the form's first render (agreement-slot.tsx): it carries the
 * query cache, which the login page's first load does not.
 */
import { useEffect } from 'react';
import { AgreementCheckbox, AgreementNotice, useServiceContract } from '../../shared/service-contract';

export function LoginAgreement() {
  return useServiceContract().login === 1 ? <AgreementNotice /> : null;
}

export interface RegisterAgreementProps {
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  invalid: boolean;
  /** Told whether the box is shown, so the form asks for it only then. */
  onShownChange: (shown: boolean) => void;
}

export function RegisterAgreement({ onShownChange, ...box }: RegisterAgreementProps) {
  const shown = useServiceContract().register === 1;
  useEffect(() => onShownChange(shown), [shown, onShownChange]);
  return shown ? <AgreementCheckbox {...box} /> : null;
}
