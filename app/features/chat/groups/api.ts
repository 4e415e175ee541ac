/** The group and red-packet calls of the chat modal (contract/groups.ts), each a thin `call`. */
import type { InputOf } from '../../../../contract/endpoint';
import { groupEndpoints as g, RED_PACKET_RECORD_PAGE_SIZE, SCENE_GROUP } from '../../../../contract/groups';
import { call } from '../../../lib/call';

export const getGroups = () => call(g.groups);
export const getGroupDetail = (gid: number) => call(g.groupDetail, { gid });
export const getGroupHistory = (gid: number, beforeId?: number) => call(g.groupHistoryMessage, beforeId === undefined ? { gid } : { gid, id: beforeId });
export const createGroup = (groupName: string, userIds: readonly number[]) => call(g.createGroup, { groupName, userId: userIds.join(',') });
export const updateGroup = (input: InputOf<typeof g.updateGroup>) => call(g.updateGroup, input);
export const addMembers = (gid: number, userIds: readonly number[]) => call(g.addMembers, { gid, userId: userIds.join(',') });
export const kickMembers = (gid: number, userIds: readonly number[]) => call(g.kickMembers, { gid, userId: userIds.join(',') });
export const muteMember = (gid: number, userId: number, mute: 0 | 1) => call(g.mute, { gid, userId, mute });
export const muteAll = (gid: number, mute: 0 | 1) => call(g.muteAll, { gid, mute });
export const leaveGroup = (gid: number) => call(g.leaveGroup, { gid });
export const removeGroup = (gid: number) => call(g.removeGroup, { gid });

export const sendRedPacket = (input: Omit<InputOf<typeof g.sendRedPacket>, 'scene'>) => call(g.sendRedPacket, { scene: SCENE_GROUP, ...input });
export const grabRedPacket = (redPacketId: number) => call(g.grabRedPacket, { redPacketId });
export const openRedPacket = (redPacketId: number) => call(g.openRedPacket, { redPacketId });
export const getRedPacketDetail = (redPacketId: number) => call(g.redPacketDetail, { redPacketId });
export const getRedPacketRecords = (kind: 'received' | 'sent', year: number, currPage: number) =>
  call(kind === 'received' ? g.grabRedPacketRecord : g.sendRedPacketRecord, { year, currPage, pageSize: RED_PACKET_RECORD_PAGE_SIZE });
