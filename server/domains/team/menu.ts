/**
 * getTeamCenter: the part of the team menu (contract/team-menu.ts) a user may see. A contract
 * section is listed when the user has a contract of that kind (signed, offered to them or by
 * them) and is highlighted while an offer waits for their signature; the salary approval needs
 * salary contracts; a divider item separates the groups.
 */
import type { TeamCenter, TeamMenuEntry } from '../../../contract/content';
import { teamSections } from '../../../contract/team-menu';
import type { Db } from '../../db/client';
import { formatBeijing } from '../../../rules/beijing-time';
import { kindsOf, waitingOffers } from '../contracts/service';
import type { UserId } from '../../db/ids';

export async function teamCenterOf(db: Db, userId: UserId): Promise<TeamCenter> {
  const [kinds, waiting] = await Promise.all([kindsOf(db, userId), waitingOffers(db, userId)]);
  const list: TeamMenuEntry[] = [];
  for (const section of teamSections) {
    if (section.contractKind && !kinds.has(section.contractKind)) continue;
    const subTypes = section.subTypes?.filter((t) => t.path !== 'salaryapprove' || kinds.has('lotterysalary'));
    const previous = list.at(-1);
    if (previous && previous.type !== section.group)
      list.push({ path: '', paramPath: '', filePath: '', firstTime: '', newId: 0, title: '', show: 1, type: section.group, divider: 1 });
    const offer = section.contractKind ? waiting.get(section.contractKind) : undefined;
    list.push({
      path: section.path,
      paramPath: subTypes?.[offer ? 1 : 0]?.path ?? section.defaultType ?? '',
      filePath: `team/${section.path}`,
      firstTime: offer ? formatBeijing(offer.at) : '',
      newId: offer?.id ?? 0,
      title: section.title,
      show: 1,
      type: section.group,
      ...(subTypes ? { subTypes: subTypes.map((t) => ({ path: t.path, title: t.title })) } : {}),
    });
  }
  return { userLevel: true, list };
}
