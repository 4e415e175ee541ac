import { userPaths } from '../../../../contract/paths';
import { http } from '../../../lib/http';

/** GET updateNickName?nickName= (code 0, data { nikeName }). */
export async function updateNickName(nickName: string): Promise<void> {
  await http.get<unknown>(userPaths.updateNickName, { nickName });
}
