/**
 * The group pieces around the middle: the groups section of the left panel (with 新建群聊 when I
 * may create groups), the member picker that replaces the left panel while creating a group or
 * adding members, and the right-hand member panel (refresh, per-member mute and delete).
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { chatDisplayName, type ChatContact } from '../../../../contract/chat';
import { Button, ConfirmDialog, ContactItem, MemberPicker, styled, type PickerMember } from '../../../../design-system';
import { cancelPicker, deleteMember, groupState, pickerNext, setMemberMute, setPicked, submitAdd, useGroupList, useOpenGroupDetail } from './group-store';
import { Muted } from './layout';

const SectionHead = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: '$1 $2',
  fontSize: '$1',
  color: '$textMuted',
  fontWeight: '$medium',
});
const Problem = styled('div', { color: '$danger', fontSize: '$1' });
const PickerFrame = styled('div', { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: '$2', padding: '$2' });
const Right = styled('aside', {
  width: '190px',
  flexShrink: 0,
  borderLeft: '1px solid $border',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$panel',
  fontSize: '$1',
});
const MemberList = styled('ul', { listStyle: 'none', margin: 0, padding: '$1', overflowY: 'auto', flex: 1 });
const MemberRow = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: '$1 $2',
  borderRadius: '$2',
  '&:hover': { backgroundColor: '$panelHover' },
});
const NameLine = styled('span', { display: 'flex', alignItems: 'center', gap: '$1', minWidth: 0 });
const Dot = styled('span', {
  width: '8px',
  height: '8px',
  borderRadius: '$round',
  flexShrink: 0,
  variants: { online: { true: { backgroundColor: '$success' }, false: { backgroundColor: '$borderStrong' } } },
});
const Name = styled('span', {
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '$2',
  unicodeBidi: 'isolate',
});
const MemberActions = styled('span', { display: 'flex', gap: '$1', paddingLeft: '$3' });

const contactName = (c: ChatContact) => (c.relation === 'downline' ? c.userName : chatDisplayName(c.nickName, c.userName));

export function GroupsSection({ openGid, onOpen, onCreate }: { openGid: number | null; onOpen: (gid: number) => void; onCreate: () => void }) {
  const { groups, limits, loadError } = useGroupList();
  return (
    <section aria-label="群聊" style={{ marginBottom: 12 }}>
      <SectionHead>
        <span>群聊</span>
        {limits && limits.groupLimit > 0 ? (
          <Button size="1" ghost tone="brand" onClick={onCreate}>
            新建群聊
          </Button>
        ) : null}
      </SectionHead>
      {loadError && groups.length === 0 ? <Muted style={{ padding: 8 }}>{loadError}</Muted> : null}
      {groups.length === 0 && !loadError ? <Muted style={{ display: 'block', padding: '4px 12px' }}>暂无群聊</Muted> : null}
      {groups.map((g) => (
        <ContactItem
          key={g.gid}
          name={`${g.groupName}（${g.memberCount}）`}
          online
          unread={g.unread}
          active={openGid === g.gid}
          onClick={() => onOpen(g.gid)}
        />
      ))}
    </section>
  );
}

/** The left panel while choosing people: everyone I may chat with (members of the open group shown ticked). */
export function GroupPickerPanel({ candidates }: { candidates: readonly ChatContact[] }) {
  const { picker, busy } = useSnapshot(groupState);
  const detail = useOpenGroupDetail();
  if (!picker) return null;
  const inGroup = new Set(picker.mode === 'add' ? (detail?.members.map((m) => m.userId) ?? []) : []);
  const seen = new Set<number>();
  const members: PickerMember[] = [];
  for (const c of candidates) {
    if (seen.has(c.userId)) continue;
    seen.add(c.userId);
    members.push({
      id: c.userId,
      name: contactName(c),
      note: inGroup.has(c.userId) ? '已在群内' : c.online ? '在线' : undefined,
      disabled: inGroup.has(c.userId),
    });
  }
  const nameOf = (id: number) => members.find((m) => m.id === id)?.name ?? String(id);
  const create = picker.mode === 'create';
  return (
    <PickerFrame aria-label={create ? '选择群成员' : '添加成员'}>
      <SectionHead>{create ? '新建群聊：选择成员' : '添加成员'}</SectionHead>
      <MemberPicker members={members} selected={picker.selected} onSelectedChange={setPicked} label={create ? '可选成员' : '可添加的成员'} />
      {picker.error ? <Problem role="alert">{picker.error}</Problem> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        {create ? (
          <Button size="1" onClick={() => pickerNext(nameOf)}>
            下一步
          </Button>
        ) : (
          <Button size="1" loading={busy} onClick={() => void submitAdd()}>
            确定
          </Button>
        )}
        <Button size="1" tone="neutral" onClick={cancelPicker}>
          取消
        </Button>
      </div>
    </PickerFrame>
  );
}

export function GroupMembersPanel({ onRefresh }: { onRefresh: () => void }) {
  const { busy } = useSnapshot(groupState);
  const detail = useOpenGroupDetail();
  const [removing, setRemoving] = useState<{ userId: number; name: string } | null>(null);
  if (!detail) return null;
  const manageable = new Set(detail.me.manageable);
  const remove = (userId: number) => {
    setRemoving(null);
    void deleteMember(userId);
  };
  return (
    <Right aria-label="群成员">
      <SectionHead>
        <span>
          群成员（{detail.members.filter((m) => m.onLine).length}/{detail.memberCount}在线）
        </span>
        <Button size="1" ghost tone="neutral" onClick={onRefresh} disabled={busy}>
          刷新
        </Button>
      </SectionHead>
      <MemberList>
        {detail.members.map((m) => {
          const name = m.nikeName || m.userName;
          return (
            <MemberRow key={m.userId} data-testid="group-member">
              <NameLine>
                <Dot online={m.onLine === 1} role="img" aria-label={m.onLine ? '在线' : '离线'} />
                <Name title={detail.me.isOwner && m.nikeName !== m.userName ? `${m.nikeName}（${m.userName}）` : name}>{name}</Name>
                {m.userId === detail.owner ? <Muted>群主</Muted> : m.mute ? <Muted>已禁言</Muted> : null}
              </NameLine>
              {manageable.has(m.userId) ? (
                <MemberActions>
                  <Button
                    size="1"
                    ghost
                    tone="neutral"
                    aria-label={`${m.mute ? '解除禁言' : '禁言'} ${name}`}
                    disabled={busy}
                    onClick={() => void setMemberMute(m.userId, m.mute ? 0 : 1)}
                  >
                    {m.mute ? '解除禁言' : '禁言'}
                  </Button>
                  <Button
                    size="1"
                    ghost
                    tone="danger"
                    aria-label={`删除 ${name}`}
                    disabled={busy}
                    onClick={() => (detail.memberCount <= 3 ? setRemoving({ userId: m.userId, name }) : remove(m.userId))}
                  >
                    删除
                  </Button>
                </MemberActions>
              ) : null}
            </MemberRow>
          );
        })}
      </MemberList>
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title="删除成员"
        message={`群成员不足3人，删除${removing?.name ?? ''}后群聊将被解散，是否继续？`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing.userId)}
      />
    </Right>
  );
}
