import { Link, useLocation } from 'wouter';
import { Button, Icon, styled } from '../../../design-system';
import { accountPageHref } from '../../lib/paths';
import { useUserInfo } from '../../stores/user-info';
import { openFundPasswordDialog, openSecurityQuestionDialog, showAccountTab } from './account-store';
import { bindStatusOf, FIRST_TIME_MESSAGE, missingFor, requirementLabels, requirementTabs, type PromptKind, type Requirement } from './bind-requirements';
import { useBindOverview } from './use-bindings';

const Box = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$4',
  padding: '$7 $5',
  textAlign: 'center',
  color: '$text',
});
const Message = styled('p', { margin: 0, maxWidth: '560px', lineHeight: '$3' });
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', justifyContent: 'center' });
const Status = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '$5', color: '$textMuted', fontSize: '$2' });
const StyledLink = styled(Link, { color: '$brand' });

const kindMessages: Record<PromptKind, string> = {
  charge: FIRST_TIME_MESSAGE,
  transfer: FIRST_TIME_MESSAGE,
  withdraw: FIRST_TIME_MESSAGE,
  wechat: '请先绑定微信收款码，以便使用微信收款。',
  alipay: '请先绑定支付宝收款码，以便使用支付宝收款。',
};

export interface BindPromptProps {
  kind: PromptKind;
  /** Called before leaving for the account page (the wallet modal closes). */
  onLeave?: () => void;
  /** Shown on the account page itself: no link back to it; the binding buttons switch its tab. */
  onAccountPage?: boolean;
}

/** The first-time prompt: what is missing, a button for each, and the account-management link. */
export function BindPrompt({ kind, onLeave, onAccountPage = false }: BindPromptProps) {
  const user = useUserInfo();
  const overview = useBindOverview();
  const [, navigate] = useLocation();
  const status = bindStatusOf(user, overview.data);
  const missing = missingFor(kind, status);
  const shown: Requirement[] =
    kind === 'wechat' || kind === 'alipay'
      ? missing
      : (['securityQuestion', 'fundPassword', 'bankCard'] as const).filter((r) => kind !== 'transfer' || r === 'fundPassword');

  const act = (requirement: Requirement) => {
    if (requirement === 'securityQuestion') openSecurityQuestionDialog();
    else if (requirement === 'fundPassword') openFundPasswordDialog();
  };

  return (
    <Box aria-label="账户安全提示">
      <Icon name="warning" size="3" />
      <Message>{kindMessages[kind]}</Message>
      <Status>
        {shown.map((r) => (
          <li key={r}>
            {requirementLabels[r].label}：{status[r] === true ? '已设置' : '未设置'}
          </li>
        ))}
      </Status>
      <Actions>
        {missing.map((r) =>
          r === 'securityQuestion' || r === 'fundPassword' ? (
            <Button key={r} onClick={() => act(r)}>
              {requirementLabels[r].action}
            </Button>
          ) : (
            <Button
              key={r}
              tone="neutral"
              onClick={() => {
                showAccountTab(requirementTabs[r]);
                if (onAccountPage) return;
                onLeave?.();
                navigate(accountPageHref);
              }}
            >
              {requirementLabels[r].action}
            </Button>
          ),
        )}
      </Actions>
      {onAccountPage ? null : (
        <StyledLink href={accountPageHref} onClick={onLeave}>
          前往账户管理
        </StyledLink>
      )}
    </Box>
  );
}

/** Whether the prompt should replace the `kind` screen. */
export function usePromptNeeded(kind: PromptKind): boolean {
  const user = useUserInfo();
  const overview = useBindOverview();
  return missingFor(kind, bindStatusOf(user, overview.data)).length > 0;
}
