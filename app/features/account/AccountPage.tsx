import { useSnapshot } from 'valtio';
import { Button, styled } from '../../../design-system';
import { sessionState } from '../../stores/session-store';
import { openFundPasswordDialog, openSecurityQuestionDialog } from './account-store';
import { BindPrompt } from './BindPrompt';
import { NickNameForm } from './NickNameForm';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: '160px 1fr auto',
  alignItems: 'center',
  gap: '$4',
  padding: '$4 0',
  borderBottom: '1px solid $border',
});
const Codes = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$4', '& > section': { padding: '$5', border: '1px dashed $border', borderRadius: '$3' } });
const Muted = styled('span', { color: '$textMuted' });
const State = styled('span', { variants: { done: { true: { color: '$success' }, false: { color: '$warning' } } } });

/** Account management (/personal/account/account): security settings; binding screens come later. */
export function AccountPage() {
  const { user } = useSnapshot(sessionState);
  const questionSet = user?.securityQuestion === 1;
  const fundSet = user?.payPwd === 1;
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">账户管理</h2>
      <List>
        <Item>
          <strong>昵称</strong>
          <NickNameForm key={user?.nikeName} />
          <span />
        </Item>
        <Item>
          <strong>安全问题</strong>
          <State done={questionSet}>{questionSet ? '已设置' : '未设置'}</State>
          <Button size="1" onClick={openSecurityQuestionDialog}>
            {questionSet ? '修改安全问题' : '设置安全问题'}
          </Button>
        </Item>
        <Item>
          <strong>资金密码</strong>
          <State done={fundSet}>{fundSet ? '已设置' : '未设置'}</State>
          <Button size="1" onClick={openFundPasswordDialog}>
            {fundSet ? '修改资金密码' : '设置资金密码'}
          </Button>
        </Item>
        <Item>
          <strong>银行卡与收款码</strong>
          <Muted>绑定银行卡、微信及支付宝收款码的功能将在后续版本提供。</Muted>
          <span />
        </Item>
      </List>
      <Codes>
        <BindPrompt kind="wechat" onAccountPage />
        <BindPrompt kind="alipay" onAccountPage />
      </Codes>
    </section>
  );
}
