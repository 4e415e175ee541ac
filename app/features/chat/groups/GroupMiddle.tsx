/**
 * The middle of the chat modal while a group is open (or being created): the header with the member
 * count and its actions (view members and add; leave for members of userType 0), then the view:
 * conversation, group settings, the name form, message settings or a red-packet view.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { checkRules, formDefaults } from '../../../shared/form-rules';
import { groupNameProblem } from './group-rules';
import { useSnapshot } from 'valtio';
import { groupConfigKeys, type GroupConfig } from '../../../../contract/groups';
import { USER_TYPES } from '../../../../contract/session';
import { AvatarGrid, Button, ConfirmDialog, Input, Switch } from '../../../../design-system';
import { useUserInfo } from '../../../stores/user-info';
import { RedPacketOpenView } from '../red-packets/RedPacketOpenView';
import { RedPacketRecordsView } from '../red-packets/RedPacketRecordsView';
import { RedPacketSendView } from '../red-packets/RedPacketSendView';
import { RedPacketStatusView } from '../red-packets/RedPacketStatusView';
import { GroupConversation } from './GroupConversation';
import { LEAVE_CONFIRM } from './group-rules';
import {
  dismissFailure,
  dissolveOpenGroup,
  groupState,
  useOpenGroupDetail,
  leaveOpenGroup,
  setAllMute,
  setGroupConfig,
  setNameValue,
  showGroupView,
  startPicker,
  startRename,
  submitName,
  cancelPicker,
} from './group-store';
import { Actions, Body, Center, Head, Line, Muted, Title } from './layout';

const configLabels: Record<keyof GroupConfig, string> = {
  historyVisibility: '新成员可查看历史消息',
  enableAddMembersNotification: '成员加入提醒',
  enableRemoveMembersNotification: '成员离开提醒',
  enableMuteNotification: '成员禁言提醒',
  enableUnmuteNotification: '解除禁言提醒',
  enableMuteAllNotification: '全体禁言提醒',
  enableUnmuteAllNotification: '解除全体禁言提醒',
};

/** Leave (是否要离开此群聊) or dissolve, confirmed first. */
function useExit() {
  const [asking, setAsking] = useState<'leave' | 'dissolve' | null>(null);
  const { busy } = useSnapshot(groupState);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      tone="danger"
      title={asking === 'dissolve' ? '解散群聊' : '退出群聊'}
      message={asking === 'dissolve' ? '解散后所有成员将被移出群聊，是否解散此群？' : LEAVE_CONFIRM}
      loading={busy}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        const run = asking === 'dissolve' ? dissolveOpenGroup : leaveOpenGroup;
        void run().then(() => setAsking(null));
      }}
    />
  );
  return { ask: setAsking, dialog };
}

function GroupHead() {
  const { view } = useSnapshot(groupState);
  const detail = useOpenGroupDetail();
  const userType = useUserInfo()?.userType;
  const exit = useExit();
  if (!detail) return <Head />;
  const member = userType === USER_TYPES.member;
  return (
    <Head>
      <Title data-testid="group-title">
        {detail.groupName}（{detail.memberCount}）
      </Title>
      {member ? (
        <Button size="1" ghost tone="neutral" onClick={() => exit.ask('leave')}>
          退出群聊
        </Button>
      ) : (
        <>
          <Button size="1" ghost tone="neutral" aria-pressed={view === 'settings'} onClick={() => showGroupView(view === 'settings' ? 'chat' : 'settings')}>
            查看成员
          </Button>
          {detail.me.canAddMembers ? (
            <Button size="1" ghost tone="neutral" onClick={() => startPicker('add')}>
              添加
            </Button>
          ) : null}
        </>
      )}
      {exit.dialog}
    </Head>
  );
}

function GroupSettings() {
  const { busy } = useSnapshot(groupState);
  const detail = useOpenGroupDetail();
  const exit = useExit();
  if (!detail) return null;
  const owner = detail.me.isOwner;
  const items = detail.members.map((m) => ({
    id: m.userId,
    name: m.nikeName || m.userName,
    note: m.userId === detail.owner ? '群主' : m.mute ? '已禁言' : undefined,
  }));
  return (
    <Body aria-label="群设置">
      <Line>
        <span>
          群名称：<strong>{detail.groupName}</strong>
        </span>
        {owner ? (
          <Button size="1" ghost tone="brand" onClick={startRename}>
            修改
          </Button>
        ) : null}
      </Line>
      <AvatarGrid items={items} label={`群成员（${detail.memberCount}）`} onAdd={detail.me.canAddMembers ? () => startPicker('add') : undefined} />
      {owner ? (
        <>
          <Switch label="全体禁言" checked={detail.mute === 1} disabled={busy} onCheckedChange={(on) => void setAllMute(on ? 1 : 0)} />
          <Switch
            label={configLabels.historyVisibility}
            checked={detail.config.historyVisibility === 1}
            disabled={busy}
            onCheckedChange={(on) => void setGroupConfig('historyVisibility', on ? 1 : 0)}
          />
        </>
      ) : null}
      <Actions>
        <Button size="1" tone="neutral" onClick={() => showGroupView('chat')}>
          返回聊天
        </Button>
        {owner ? (
          <>
            <Button size="1" tone="neutral" onClick={() => showGroupView('messageSettings')}>
              消息设置
            </Button>
            <Button size="1" tone="danger" onClick={() => exit.ask('dissolve')}>
              解散群聊
            </Button>
          </>
        ) : (
          <Button size="1" tone="danger" onClick={() => exit.ask('leave')}>
            退出群聊
          </Button>
        )}
      </Actions>
      {exit.dialog}
    </Body>
  );
}

function GroupMessageSettings() {
  const { busy } = useSnapshot(groupState);
  const detail = useOpenGroupDetail();
  if (!detail) return null;
  return (
    <Body aria-label="消息设置">
      <strong>消息设置</strong>
      <Muted>关闭后，对应的系统提示不再显示在群聊中。</Muted>
      {groupConfigKeys
        .filter((key) => key !== 'historyVisibility')
        .map((key) => (
          <Switch
            key={key}
            label={configLabels[key]}
            checked={detail.config[key] === 1}
            disabled={busy}
            onCheckedChange={(on) => void setGroupConfig(key, on ? 1 : 0)}
          />
        ))}
      <Actions>
        <Button size="1" tone="neutral" onClick={() => showGroupView('settings')}>
          返回
        </Button>
      </Actions>
    </Body>
  );
}

const groupNameRules = checkRules((name) => groupNameProblem(name));

function NameForm() {
  const { nameForm } = useSnapshot(groupState);
  const create = nameForm.mode === 'create';
  // The store keeps the name, the server's message and the busy flag (submitName); the field's rule is checked here first.
  const { control, handleSubmit, clearErrors } = useForm({ ...formDefaults, defaultValues: { name: nameForm.value } });
  return (
    <Body as="form" aria-label={create ? '新建群聊' : '修改群名称'} onSubmit={(event) => void handleSubmit(() => submitName())(event)}>
      <strong>{create ? '新建群聊' : '修改群名称'}</strong>
      <Controller
        control={control}
        name="name"
        rules={groupNameRules}
        render={({ field, fieldState }) => (
          <Input
            label="群名称"
            block
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              // Typing clears the message (the store's and the field's).
              setNameValue(value);
              clearErrors('name');
            }}
            error={fieldState.error?.message ?? (nameForm.error || undefined)}
            hint="最多12个字符：汉字、字母、数字或下划线"
          />
        )}
      />
      <Actions>
        <Button size="2" type="submit" loading={nameForm.busy}>
          确定
        </Button>
        <Button size="2" tone="neutral" onClick={() => (create ? cancelPicker() : showGroupView('settings'))}>
          取消
        </Button>
      </Actions>
    </Body>
  );
}

function FailureDialog() {
  const { failure } = useSnapshot(groupState);
  return (
    <ConfirmDialog
      open={failure !== null}
      title={failure?.title}
      hideCancel
      message={
        <>
          <div>{failure?.message}</div>
          {failure?.users.length ? (
            <ul aria-label="未能添加的用户" style={{ margin: '8px 0 0', paddingLeft: 20 }}>
              {failure.users.map((u) => (
                <li key={u.userId}>
                  {u.userName}：{u.msg}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      }
      onConfirm={dismissFailure}
      onCancel={dismissFailure}
    />
  );
}

function View() {
  const { view, gid, picker } = useSnapshot(groupState);
  if (view === 'name') return <NameForm />;
  if (gid === null) return <Center>{picker ? '在左侧勾选至少2位成员，再点下一步' : '选择左侧联系人或群聊开始聊天'}</Center>;
  switch (view) {
    case 'settings':
      return <GroupSettings />;
    case 'messageSettings':
      return <GroupMessageSettings />;
    case 'redPacketSend':
      return <RedPacketSendView />;
    case 'redPacketOpen':
      return <RedPacketOpenView />;
    case 'redPacketStatus':
      return <RedPacketStatusView />;
    case 'redPacketRecords':
      return <RedPacketRecordsView />;
    default:
      return <GroupConversation />;
  }
}

export function GroupMiddle() {
  const { gid, picker } = useSnapshot(groupState);
  return (
    <>
      {gid !== null ? <GroupHead /> : <Head>{picker ? '新建群聊' : '站内聊天'}</Head>}
      <View />
      <FailureDialog />
    </>
  );
}
