import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { DropdownMenu, type MenuEntry } from '../../design-system';
import { memberCenterLinks, teamMenu } from '../paths';
import { preferencesState, setMessageVoice } from '../stores/preferences-store';
import { sessionState } from '../stores/session-store';
import { rulesOf } from '../stores/user-rules';

/** 管理中心: member-center links, the team-center list (not for types 0 and 10), the last login time. */
export function ManagementMenu() {
  const { user } = useSnapshot(sessionState);
  const { messageVoice } = useSnapshot(preferencesState);
  const [, navigate] = useLocation();
  const rules = rulesOf(user?.userType);
  const items: MenuEntry[] = [
    { type: 'label', key: 'member', label: '会员中心' },
    ...memberCenterLinks
      .filter((l) => !('account' in l && l.account) || rules.accountLinks)
      .map((l): MenuEntry => ({ type: 'item', key: `m-${l.key}`, label: l.label, onSelect: () => navigate(l.to) })),
  ];
  if (rules.team) {
    items.push({ type: 'divider', key: 'd-team' }, { type: 'label', key: 'team', label: '团队中心' });
    for (const entry of teamMenu) if (!('divider' in entry)) items.push({ type: 'item', key: `t-${entry.key}`, label: entry.label, onSelect: () => navigate(entry.to) });
  }
  items.push(
    { type: 'divider', key: 'd-voice' },
    { type: 'item', key: 'voice', label: messageVoice ? '中奖提示音：开' : '中奖提示音：关', onSelect: () => setMessageVoice(!messageVoice) },
  );
  items.push({ type: 'divider', key: 'd-last' }, { type: 'label', key: 'last', label: <span data-testid="last-login">上次登录：{user?.lastLoginTimeStr || '首次登录'}</span> });
  return <DropdownMenu label="管理中心" items={items} align="end" triggerProps={{ ghost: true, tone: 'neutral', size: '1' }} />;
}
