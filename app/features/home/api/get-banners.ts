import type { Banner } from '../../../../contract/content';
import { contentPaths } from '../../../../contract/paths';
import { http } from '../../../lib/http';

/** GET getBanners: the home banners (gradient placeholders, no images). */
export function getBanners(): Promise<Banner[]> {
  return http.get<Banner[]>(contentPaths.banners);
}
