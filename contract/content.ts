/**
 * Home content, customer service, team center and chat unread count. Types and constants only.
 */

/** GET /sobet/appNews/getBanners → data: Banner[] (public). Image-free: the client paints the gradient. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  /** Two CSS colours (hex) for a left-to-right linear gradient placeholder. */
  gradient: readonly [string, string];
  /** An app route to open on click, or '' for none. */
  link: string;
}

/** GET /sobet/adminCommon/getAdminNotice.do → data: AdminNotice[] (public), newest first. */
export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  /** Beijing time, `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

/** GET /sobet/api/liveSupportUrl → data.url (public; code 0 gives the url). */
export interface LiveSupportUrl {
  url: string;
}

/** GET /sobet/api/serviceContractConfig → data (public): 1 = on, 0 = off (client default 0). */
export interface ServiceContractConfig {
  register: 0 | 1;
  login: 0 | 1;
  customer: 0 | 1;
}

/**
 * One team-center menu entry. The client route is /team/{path}/{paramPath}. Only entries with
 * a path and `show` 1 are listed; one with a `newId` is highlighted (clearing firstTime clears newId).
 */
export interface TeamMenuEntry {
  path: string;
  paramPath: string;
  filePath: string;
  /** When the entry first appeared (Beijing time), '' if not new. */
  firstTime: string;
  /** Non-zero while the entry is new. */
  newId: number;
  title: string;
  show: 0 | 1;
  type: number;
}

/**
 * GET /lottery/v2/api/u/proxy/getTeamCenter (session) → code 1, result. User types 0 and 10
 * have no team center: the server answers 403 无权操作 and the client does not call it.
 */
export interface TeamCenter {
  /** True when the user has a team level (agents). */
  userLevel: boolean;
  list: TeamMenuEntry[];
}

/** GET /lottery/api/u/v1/chat/unread_count (session) → code 1, result: count = distinct unread conversation ids. */
export interface ChatUnread {
  count: number;
  ids: string[];
}
