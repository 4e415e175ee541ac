/** Home content, customer service and team center (contract/content.ts). */
export const contentPaths = {
  banners: '/sobet/appNews/getBanners',
  notices: '/sobet/adminCommon/getAdminNotice.do',
  liveSupportUrl: '/sobet/api/liveSupportUrl',
  serviceContractConfig: '/sobet/api/serviceContractConfig',
  teamCenter: '/lottery/v2/api/u/proxy/getTeamCenter',
  /** The demo live-support page the live-support URL points at (same host). */
  supportPage: '/support',
} as const;
