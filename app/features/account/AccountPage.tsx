import { useSnapshot } from 'valtio';
import { Button, Tabs, styled } from '../../../design-system';
import { TRIAL_MESSAGE, TRIAL_TYPE } from '../../../contract/user-types';
import { useUserInfo } from '../../stores/user-info';
import { accountTabState } from '../../shared/account-tab';
import { openFundPasswordDialog, openLoginPasswordDialog, openSecurityQuestionDialog, showAccountTab, type AccountTab } from './account-store';
import { LoginPasswordDialog } from './LoginPasswordDialog';
import { BankCardPanel } from './BankCardPanel';
import { BindPrompt } from './BindPrompt';
import { CoinWalletPanel } from './CoinWalletPanel';
import { EmailPanel } from './EmailPanel';
import { NickNameForm } from './NickNameForm';
import { ReceivingCodePanel } from './ReceivingCodePanel';
import { TwostepPanel } from './TwostepPanel';
import { useBindOverview } from './use-bindings';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: '160px 1fr auto',
  alignItems: 'center',
  gap: '$4',
  padding: '$4 0',
  borderBottom: '1px solid $border',
});
const Codes = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$4',
  marginTop: '$4',
  '& > section': { padding: '$5', border: '1px dashed $border', borderRadius: '$3' },
});
const State = styled('span', { variants: { done: { true: { color: '$success' }, false: { color: '$warning' } } } });
const Trial = styled('p', { color: '$textMuted', padding: '$7 0', textAlign: 'center' });

const tabs: ReadonlyArray<{ value: AccountTab; label: string }> = [
  { value: 'security', label: '安全设置' },
  { value: 'bankCard', label: '银行卡' },
  { value: 'coinWallet', label: '数字钱包' },
  { value: 'wechat', label: '微信收款码' },
  { value: 'alipay', label: '支付宝收款码' },
  { value: 'twostep', label: '谷歌验证' },
  { value: 'email', label: '邮箱' },
];

/** One row of the security list: what it is, whether it is set, and the button that sets or changes it. */
function Row({
  title,
  done,
  doneText = '已设置',
  todoText = '未设置',
  action,
  onAction,
}: {
  title: string;
  done: boolean;
  doneText?: string;
  todoText?: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Item>
      <strong>{title}</strong>
      <State done={done}>{done ? doneText : todoText}</State>
      <Button size="1" tone={done ? 'neutral' : 'brand'} onClick={onAction}>
        {action}
      </Button>
    </Item>
  );
}

function SecurityList() {
  const user = useUserInfo();
  const overview = useBindOverview().data;
  const questionSet = user?.securityQuestion === 1;
  const fundSet = user?.payPwd === 1;
  return (
    <>
      <List>
        <Item>
          <strong>昵称</strong>
          <NickNameForm key={user?.nikeName} />
          <span />
        </Item>
        <Row title="登录密码" done action="修改登录密码" onAction={openLoginPasswordDialog} />
        <Row title="安全问题" done={questionSet} action={questionSet ? '修改安全问题' : '设置安全问题'} onAction={openSecurityQuestionDialog} />
        <Row title="资金密码" done={fundSet} action={fundSet ? '修改资金密码' : '设置资金密码'} onAction={openFundPasswordDialog} />
        <Row
          title="银行卡"
          done={(overview?.bankCardCount ?? 0) > 0}
          doneText={`已绑定 ${overview?.bankCardCount ?? 0} 张（${overview?.realName ?? ''}）`}
          todoText="未绑定"
          action="管理银行卡"
          onAction={() => showAccountTab('bankCard')}
        />
        <Row
          title="数字钱包"
          done={(overview?.coinWalletCount ?? 0) > 0}
          doneText={`已绑定 ${overview?.coinWalletCount ?? 0} 个`}
          todoText="未绑定"
          action="管理数字钱包"
          onAction={() => showAccountTab('coinWallet')}
        />
        <Row
          title="谷歌验证"
          done={overview?.twostepStatus.twostep === 1}
          doneText="已绑定"
          todoText="未绑定"
          action="谷歌验证设置"
          onAction={() => showAccountTab('twostep')}
        />
        <Row
          title="邮箱"
          done={overview?.emailVerified ?? false}
          doneText={`已绑定 ${overview?.email ?? ''}`}
          todoText="未绑定"
          action="邮箱设置"
          onAction={() => showAccountTab('email')}
        />
      </List>
      <Codes>
        <BindPrompt kind="wechat" onAccountPage />
        <BindPrompt kind="alipay" onAccountPage />
      </Codes>
      <LoginPasswordDialog />
    </>
  );
}

const panels: Record<AccountTab, () => React.JSX.Element | null> = {
  security: SecurityList,
  bankCard: BankCardPanel,
  coinWallet: CoinWalletPanel,
  wechat: () => <ReceivingCodePanel kind="wechat" />,
  alipay: () => <ReceivingCodePanel kind="alipay" />,
  twostep: TwostepPanel,
  email: EmailPanel,
};

/** Account management (/personal/account/account): security settings and every binding, one tab each. */
export function AccountPage() {
  const user = useUserInfo();
  const { tab } = useSnapshot(accountTabState);
  const Panel = panels[tab];
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">账户管理</h2>
      {user?.userType === TRIAL_TYPE ? (
        <Trial>{TRIAL_MESSAGE}</Trial>
      ) : (
        <Tabs label="账户管理" items={tabs} value={tab} onValueChange={(value) => showAccountTab(value as AccountTab)}>
          <Panel />
        </Tabs>
      )}
    </section>
  );
}
