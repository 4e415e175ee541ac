/**
 * Who may do what in a group: one home for the rules of contract/groups.ts. The owner manages
 * everyone and is never muted; an inviter manages those they invited; members whose userType is
 * not 0 may add people they may chat with; everyone but the owner may leave.
 */
import { chatDisplayName } from '../../../contract/chat';
import { GROUP_MIN_MEMBERS } from '../../../contract/groups';
import type { Person } from '../users/queries';
import type { GroupId, UserId } from '../../db/ids';

export interface GroupRow {
  id: GroupId;
  name: string;
  owner_id: UserId;
  mute_all: number;
  dissolved_at: number | null;
}

export interface MemberRow {
  user_id: UserId;
  inviter_id: UserId | null;
  muted: number;
}

export const isOwner = (group: Pick<GroupRow, 'owner_id'>, userId: UserId) => group.owner_id === userId;

/** The owner always; others when neither they nor the whole group is muted. */
export const canSpeak = (group: Pick<GroupRow, 'owner_id' | 'mute_all'>, member: MemberRow) =>
  isOwner(group, member.user_id) || (member.muted === 0 && group.mute_all === 0);

/** Mute, unmute or delete `target`: the owner anyone but themself; an inviter those they invited. */
export const canManage = (group: Pick<GroupRow, 'owner_id'>, actor: UserId, target: MemberRow) =>
  !isOwner(group, target.user_id) && target.user_id !== actor && (isOwner(group, actor) || target.inviter_id === actor);

/** Adding members: the owner, and members who have a downline to add (userType not 0). */
export const canAddMembers = (group: Pick<GroupRow, 'owner_id'>, actor: Pick<Person, 'id' | 'user_type'>) => isOwner(group, actor.id) || actor.user_type !== 0;

/** Deleting or losing members so that fewer than 3 would remain dissolves the group. */
export const dissolvesAfter = (memberCount: number, removed: number) => memberCount - removed < GROUP_MIN_MEMBERS;

/** How a member's names show to a viewer: real to the owner (and to themself), masked to others. */
export function namesFor(
  viewerIsOwner: boolean,
  viewerId: UserId,
  person: Pick<Person, 'id' | 'username' | 'nickname'>,
): { userName: string; nikeName: string } {
  if (viewerIsOwner || viewerId === person.id) return { userName: person.username, nikeName: person.nickname || person.username };
  return { userName: `${[...person.username].slice(0, 3).join('')}***`, nikeName: chatDisplayName(person.nickname, person.username) };
}

/** The name in tips and red packets, which every member sees alike. */
export const publicName = (person: Pick<Person, 'username' | 'nickname'>) => chatDisplayName(person.nickname, person.username);
