/**
 * The service-contract config (1 on, 0 off; each 0 until the server answers): `register` and
 * `login` show the user agreement on those forms (registering needs it accepted), `customer`
 * shows the customer-service entries.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ServiceContractConfig } from '../../contract/content';
import { Checkbox, styled } from '../../design-system';
import { href } from '../lib/paths';
import { loadServiceContract, serviceContractState } from '../stores/service-contract-store';

/** Read once per page (stores/service-contract-store.ts). */
export function useServiceContract(): ServiceContractConfig {
  const { config } = useSnapshot(serviceContractState);
  useEffect(() => void loadServiceContract(), []);
  return config;
}

export const AGREEMENT_REQUIRED_MESSAGE = '请先阅读并同意《用户协议》';

const agreementLink = href.helpCenter('Userment');
const AgreementLink = styled(Link, { color: '$brand' });
const Notice = styled('span', { fontSize: '$1', color: '$textMuted' });

/** The acceptance box of the registration form. */
export function AgreementCheckbox({ checked, onCheckedChange, invalid }: { checked: boolean; onCheckedChange: (on: boolean) => void; invalid?: boolean }) {
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={onCheckedChange}
      invalid={invalid}
      label={
        <>
          我已阅读并同意
          <AgreementLink href={agreementLink} target="_blank">
            《用户协议》
          </AgreementLink>
        </>
      }
    />
  );
}

/** The notice under the log-in button: logging in accepts the agreement. */
export function AgreementNotice() {
  return (
    <Notice>
      登录即表示您已阅读并同意
      <AgreementLink href={agreementLink} target="_blank">
        《用户协议》
      </AgreementLink>
    </Notice>
  );
}
