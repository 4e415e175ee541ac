/**
 * The service-contract config (1 on, 0 off; each 0 until the server answers): `register` and
 * `login` show the user agreement on those forms (registering needs it accepted), `customer`
 * shows the customer-service entries. A cached read asked once per page (operators change it
 * rarely); a failed one is asked again by the next screen that shows it.
 */
import { Link } from 'wouter';
import { contentEndpoints, type ServiceContractConfig } from '../../contract/content';
import { Checkbox, styled } from '../../design-system';
import { href } from '../lib/paths';
import { useEndpointQuery } from './queries';

const allOff: ServiceContractConfig = { register: 0, login: 0, customer: 0 };

export function useServiceContract(): ServiceContractConfig {
  return useEndpointQuery(contentEndpoints.serviceContractConfig, {}, { staleTime: Infinity }).data ?? allOff;
}

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
