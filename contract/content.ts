/**
 * Home content, customer service and team center: their endpoints, with
 * the types derived from the schemas. Banners, notices, the live-support URL and the service
 * config are public; the team center needs a session.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Flag } from './endpoint';
import { contentPaths } from './paths';

/** Image-free: the client paints the gradient. */
export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  /** Two CSS colours (hex) for a left-to-right linear gradient placeholder. */
  gradient: Type.Tuple([Type.String(), Type.String()]),
  /** An app route to open on click, or '' for none. */
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const AdminNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  /** Beijing time, `YYYY-MM-DD HH:mm:ss`. */
  time: Type.String(),
});
export type AdminNotice = Static<typeof AdminNotice>;

export const LiveSupportUrl = Type.Object({ url: Type.String() });
export type LiveSupportUrl = Static<typeof LiveSupportUrl>;

/** 1 = on, 0 = off (client default 0). */
export const ServiceContractConfig = Type.Object({ register: Flag, login: Flag, customer: Flag });
export type ServiceContractConfig = Static<typeof ServiceContractConfig>;

/**
 * One team-center menu entry. The client route is /team/{path}/{paramPath}. Only entries with
 * a path and `show` 1 are listed; one with a `newId` is highlighted (clearing firstTime clears newId).
 */
export const TeamMenuEntry = Type.Object({
  path: Type.String(),
  paramPath: Type.String(),
  filePath: Type.String(),
  /** When the entry first appeared (Beijing time), '' if not new. */
  firstTime: Type.String(),
  /** Non-zero while the entry is new. */
  newId: Type.Integer(),
  title: Type.String(),
  show: Flag,
  /** The menu group (a divider item separates groups). */
  type: Type.Integer(),
  /** 1: the divider item between groups (no path). */
  divider: Type.Optional(Flag),
  /** The section's sub-types the user may open, in tab order (report sections: none; their types come from getThirdGameType). */
  subTypes: Type.Optional(Type.Array(Type.Object({ path: Type.String(), title: Type.String() }))),
});
export type TeamMenuEntry = Static<typeof TeamMenuEntry>;

export const TeamCenter = Type.Object({
  /** True when the user has a team level (agents). */
  userLevel: Type.Boolean(),
  list: Type.Array(TeamMenuEntry),
});
export type TeamCenter = Static<typeof TeamCenter>;

export const contentEndpoints = {
  /** Newest first. */
  banners: defineEndpoint({ method: 'GET', path: contentPaths.banners, response: Type.Array(Banner) }),
  notices: defineEndpoint({ method: 'GET', path: contentPaths.notices, response: Type.Array(AdminNotice) }),
  liveSupportUrl: defineEndpoint({ method: 'GET', path: contentPaths.liveSupportUrl, response: LiveSupportUrl }),
  serviceContractConfig: defineEndpoint({ method: 'GET', path: contentPaths.serviceContractConfig, response: ServiceContractConfig }),
  /** User types 0 and 10 have no team center: the server answers 403 无权操作 and the client does not call it. */
  teamCenter: defineEndpoint({ method: 'GET', path: contentPaths.teamCenter, response: TeamCenter }),
} as const;
