const chatU = '/lottery/api/u/v1/chat';
/** Direct conversations (contract/chat.ts). */
export const chatPaths = {
  checkMessage: `${chatU}/check_message`,
  agentSearch: `${chatU}/agent_search`,
  subContact: `${chatU}/sub_contact`,
  recentContactNew: `${chatU}/recent_contact_new`,
  subSearch: `${chatU}/sub_search`,
  search: `${chatU}/search`,
  historyMessage: `${chatU}/history_message`,
  setUserMsgStatus: `${chatU}/set_user_msg_status`,
} as const;

/** Chat groups and red packets (contract/groups.ts). */
export const groupPaths = {
  groups: `${chatU}/groups`,
  createGroup: `${chatU}/create_group`,
  updateGroup: `${chatU}/update_group`,
  addMembers: `${chatU}/add_members`,
  kickMembers: `${chatU}/kick_members`,
  mute: `${chatU}/mute`,
  muteAll: `${chatU}/mute_all`,
  leaveGroup: `${chatU}/leave_group`,
  removeGroup: `${chatU}/remove_group`,
  groupDetail: `${chatU}/group_detail`,
  groupHistoryMessage: `${chatU}/group_history_message`,
  sendRedPacket: `${chatU}/send_red_packet`,
  grabRedPacket: `${chatU}/grab_red_packet`,
  openRedPacket: `${chatU}/open_red_packet`,
  redPacketDetail: `${chatU}/red_packet_detail`,
  grabRedPacketRecord: `${chatU}/grab_red_packet_record`,
  sendRedPacketRecord: `${chatU}/send_red_packet_record`,
} as const;
