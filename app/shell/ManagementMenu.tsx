import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { DropdownMenu, styled, type MenuEntry } from '../../design-system';
import { href, memberCenterLinks } from '../paths';
import { clearFirstTime, teamMenuLines, useTeamCenter } from '../shared/team-menu';
import { preferencesState, setMessageVoice } from '../stores/preferences-store';
import { useUserInfo } from '../stores/user-info';
import { rulesOf } from '../stores/user-rules';

const NewMark = styled('span', { marginLeft: '$2', padding: '0 $1', borderRadius: '$1', fontSize: '$1', color: '$onBrand', backgroundColor: '$brand' });

/** 管理中心: member-center links, the server's team-center list (not for types 0 and 10), the last login time. */
export function ManagementMenu() {
  const user = useUserInfo();
  const { messageVoice } = useSnapshot(preferencesState);
  const center = useTeamCenter();
  const [, navigate] = useLocation();
  const rules = rulesOf(user?.userType);
  const items: MenuEntry[] = [
    { type: 'label', key: 'member', label: '会员中心' },
    ...memberCenterLinks
      .filter((l) => !('account' in l && l.account) || rules.accountLinks)
      .map((l): MenuEntry => ({ type: 'item', key: `m-${l.key}`, label: l.label, onSelect: () => navigate(l.to) })),
  ];
  // The server's list as it sends it, divider items included.
  const team = rules.team ? teamMenuLines(center.data?.list ?? []) : [];
  if (team.length) {
    items.push({ type: 'divider', key: 'd-team' }, { type: 'label', key: 'team', label: '团队中心' });
    for (const entry of team) {
      if ('divider' in entry) {
        items.push({ type: 'divider', key: `t-${entry.key}` });
        continue;
      }
      items.push({
        type: 'item',
        key: `t-${entry.key}`,
        label: entry.isNew ? (
          <>
            {entry.title}
            <NewMark>新</NewMark>
          </>
        ) : (
          entry.title
        ),
        onSelect: () => {
          if (entry.isNew) clearFirstTime(entry.section);
          navigate(href.team(entry.section, entry.type));
        },
      });
    }
  }
  if (rules.team && center.isError) {
    if (!team.length) items.push({ type: 'divider', key: 'd-team' });
    items.push({ type: 'item', key: 't-retry', label: `团队菜单加载失败（${center.error.message}），点击重试`, onSelect: () => void center.refetch() });
  }
  items.push(
    { type: 'divider', key: 'd-voice' },
    { type: 'item', key: 'voice', label: messageVoice ? '中奖提示音：开' : '中奖提示音：关', onSelect: () => setMessageVoice(!messageVoice) },
  );
  items.push(
    { type: 'divider', key: 'd-last' },
    { type: 'label', key: 'last', label: <span data-testid="last-login">上次登录：{user?.lastLoginTimeStr || '首次登录'}</span> },
  );
  return <DropdownMenu label="管理中心" items={items} align="end" triggerProps={{ ghost: true, tone: 'neutral', size: '1' }} />;
}
