import { useLocation } from 'wouter';
import { Badge, Icon, styled } from '../../design-system';
import { routes } from '../paths';
import { openChat, useChatUnread } from '../stores/chat-store';
import { openCustomerService } from './customer-service';
import { useServiceContract } from '../shared/service-contract';

const Rail = styled('nav', {
  position: 'fixed',
  right: '$3',
  top: '40%',
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$1',
  backgroundColor: '$panelRaised',
  border: '1px solid $border',
  borderRadius: '$3',
  boxShadow: '$2',
});
const Item = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  width: '56px',
  padding: '$2 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  fontSize: '$1',
  color: '$text',
  borderRadius: '$2',
  '&:hover': { color: '$brand', backgroundColor: '$brandSubtle' },
  '&:focus-visible': { outline: '2px solid $focus' },
});

/** The side nav: customer service, in-site chat, line switch. */
export function SideNav() {
  const unread = useChatUnread();
  const [, navigate] = useLocation();
  const contract = useServiceContract();
  return (
    <Rail aria-label="快捷服务">
      {contract.customer === 1 ? (
        <Item type="button" onClick={() => openCustomerService()}>
          <Icon name="info" />
          在线客服
        </Item>
      ) : null}
      <Item type="button" onClick={() => openChat()}>
        <Badge count={unread} size="1" label="未读消息">
          <Icon name="chat" />
        </Badge>
        站内聊天
      </Item>
      <Item type="button" onClick={() => navigate(routes.speed)}>
        <Icon name="refresh" />
        线路切换
      </Item>
    </Rail>
  );
}
