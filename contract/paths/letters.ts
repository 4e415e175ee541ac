const message = '/sobet/message';
/** Administrator messages: the chat modal's notices and the member center's system messages (contract/letters.ts). */
export const letterPaths = {
  latest: `${message}/getPreAdminMessage_ajaxList`,
  history: `${message}/getPreAdminMessage_ajaxList_history`,
  read: `${message}/updateMessageUserById`,
  remove: `${message}/deletePreAdminMessageAjax`,
  count: `${message}/getLettersCount`,
  /** Administrators only. */
  send: `${message}/sendAdminMessage`,
  /** Marks the administrator conversation (every notice) read. */
  setMsgStatus: '/lottery/api/u/v1/chat/set_msg_status',
} as const;
