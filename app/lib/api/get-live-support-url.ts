import type { LiveSupportUrl } from '../../../contract/content';
import { contentPaths } from '../../../contract/paths';
import { http } from '../http';

/** GET liveSupportUrl: code 0 gives data.url (public). */
export async function getLiveSupportUrl(): Promise<string> {
  const data = await http.get<LiveSupportUrl>(contentPaths.liveSupportUrl);
  return data.url;
}
