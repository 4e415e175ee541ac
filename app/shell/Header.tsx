import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { Badge, Button, ConfirmDialog, Icon, IconButton, styled } from '../../design-system';
import { gamePages, routes, siteName } from '../paths';
import { formatYuan } from '../lib/money';
import { preloadLinkTarget, preloadRoute } from '../lib/route-preload';
import { refreshBalance, toggleBalanceHidden } from '../stores/balance-store';
import { openChat, useChatUnread } from '../stores/chat-store';
import { preferencesState, toggleTheme } from '../stores/preferences-store';
import { logout } from '../stores/session-store';
import { useUserInfo } from '../stores/user-info';
import { rulesOf } from '../stores/user-rules';
import { openWallet } from '../stores/wallet-store';
import { LettersLink } from '../features/chat/letters/LettersLink';
import { openCustomerService } from './customer-service';
import { useHeaderBalance } from '../shared/balance';
import { useServiceContract } from '../shared/service-contract';
import { LotteryMenu } from './LotteryMenu';
import { ManagementMenu } from './ManagementMenu';

// One size for every item of the top bar: the text and the links take the metrics of the size-1 buttons beside them
// (12 px, 24 px high, medium weight; their icons are size 1), so 站内信 and 线路切换 no longer stand out at 14 px.
const Bar = styled('div', {
  backgroundColor: '$panel',
  borderBottom: '1px solid $border',
  fontSize: '$1',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    height: '$1',
    px: '$2',
    borderRadius: '$2',
    color: '$text',
    fontWeight: '$medium',
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& a:hover': { color: '$text', backgroundColor: '$panelHover' },
});
const Inner = styled('div', { width: '1200px', margin: '0 auto', display: 'flex', alignItems: 'center', gap: '$2', minHeight: '44px' });
const NavBar = styled('div', { backgroundColor: '$brand', color: '$onBrand' });
const Logo = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  fontSize: '$6',
  fontWeight: '$bold',
  marginRight: '$5',
  '&:focus-visible': { outline: '2px solid $onBrand', outlineOffset: '2px' },
  '&[aria-disabled="true"]': { cursor: 'default' },
});
const Nav = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '56px',
  '& > a': { color: '$onBrand', textDecoration: 'none', padding: '$2 $3', borderRadius: '$2' },
  '& > a:hover, & > a[aria-current="page"]': { backgroundColor: 'rgba(255,255,255,0.16)' },
  '& button': { color: '$onBrand' },
});
const Spacer = styled('span', { flex: 1 });
const Balance = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  '& strong': { color: '$brand', fontVariantNumeric: 'tabular-nums', minWidth: '72px' },
});
const BalanceFailed = styled('span', { display: 'inline-flex', color: '$danger' });
const Greeting = styled('span', { color: '$textMuted', maxWidth: '200px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export function Header() {
  const user = useUserInfo();
  const balance = useHeaderBalance();
  const unread = useChatUnread();
  const { theme } = useSnapshot(preferencesState);
  const [location, navigate] = useLocation();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const contract = useServiceContract();
  const [leaving, setLeaving] = useState(false);
  const rules = rulesOf(user?.userType);

  const balanceLoading = balance.loading;
  const balanceFailed = balance.error !== null && !balanceLoading;
  const shownBalance = balance.hidden
    ? '****'
    : balance.cash === null
      ? balanceLoading
        ? '加载中…'
        : balanceFailed
          ? '获取失败'
          : '--'
      : formatYuan(balance.cash);
  return (
    <header>
      <Bar>
        <Inner>
          <Greeting>
            您好，<strong>{user?.nikeName || user?.cn}</strong>
          </Greeting>
          <Balance>
            余额：
            <strong aria-live="polite" data-testid="balance">
              {shownBalance}
            </strong>
            <IconButton label={balance.hidden ? '显示余额' : '隐藏余额'} size="1" ghost tone="neutral" onClick={toggleBalanceHidden}>
              <Icon name={balance.hidden ? 'eyeOff' : 'eye'} size="1" />
            </IconButton>
            {balanceFailed ? (
              <BalanceFailed>
                <Icon name="warning" size="1" label={`余额刷新失败：${balance.error?.message}`} />
              </BalanceFailed>
            ) : null}
            <IconButton
              label={balanceFailed ? '重试刷新余额' : '刷新余额'}
              size="1"
              ghost
              tone="neutral"
              loading={balanceLoading}
              onClick={() => void refreshBalance()}
            >
              <Icon name="refresh" size="1" />
            </IconButton>
          </Balance>
          <Button size="1" onClick={() => openWallet('charge')}>
            充值
          </Button>
          <Button size="1" tone="neutral" onClick={() => openWallet('transfer')}>
            转账
          </Button>
          <Button size="1" tone="neutral" onClick={() => openWallet('withdraw')}>
            提现
          </Button>
          <Spacer />
          <ManagementMenu />
          {contract.customer === 1 ? (
            <Button size="1" ghost tone="neutral" onClick={() => openCustomerService()}>
              客服
            </Button>
          ) : null}
          <Badge count={unread} label="未读消息" size="1">
            <Button size="1" ghost tone="neutral" icon={<Icon name="chat" size="1" />} onClick={() => openChat()}>
              聊天
            </Button>
          </Badge>
          <LettersLink />
          <Link href={routes.speed}>线路切换</Link>
          <Button size="1" ghost tone="neutral" onClick={toggleTheme}>
            {theme === 'dark' ? '切换到红色主题' : '切换到暗黑主题'}
          </Button>
          <Button size="1" ghost tone="danger" onClick={() => setConfirmLogout(true)}>
            退出
          </Button>
        </Inner>
      </Bar>
      <NavBar>
        <Inner>
          <Logo
            type="button"
            aria-label={rules.logoGoesHome ? `${siteName}首页` : siteName}
            aria-disabled={!rules.logoGoesHome || undefined}
            onClick={() => rules.logoGoesHome && navigate(routes.index)}
          >
            {siteName}
          </Logo>
          <Nav aria-label="主导航" onPointerOver={preloadLinkTarget} onFocus={preloadLinkTarget}>
            <Link href={routes.index} aria-current={location === routes.index ? 'page' : undefined}>
              首页
            </Link>
            {/* the lottery menu is a button: hovering it preloads the lottery screen its items open */}
            <span style={{ display: 'contents' }} onPointerOver={() => preloadRoute(routes.lottery)}>
              <LotteryMenu />
            </span>
            {gamePages.slice(0, 6).map((g) => (
              <Link key={g.path} href={g.path} aria-current={location === g.path ? 'page' : undefined}>
                {g.label}
              </Link>
            ))}
            <Link href={routes.helpCenter} aria-current={location === routes.helpCenter ? 'page' : undefined}>
              帮助中心
            </Link>
          </Nav>
        </Inner>
      </NavBar>
      <ConfirmDialog
        open={confirmLogout}
        title="退出登录"
        message="确定要退出登录吗？"
        confirmText="确定退出"
        cancelText="取消"
        tone="danger"
        loading={leaving}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={async () => {
          setLeaving(true);
          await logout('tip');
          setLeaving(false);
          setConfirmLogout(false);
          navigate(routes.login, { replace: true });
        }}
      />
    </header>
  );
}
