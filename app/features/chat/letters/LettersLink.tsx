/** The header's link to the system messages, with the count of unread letters (refreshed when a notice arrives or a letter is read). */
import { Link } from 'wouter';
import { Badge } from '../../../../design-system';
import { href } from '../../../lib/paths';
import { useLettersCount, useLettersLive } from './letters-api';

export function LettersLink() {
  useLettersLive();
  const { data } = useLettersCount();
  return (
    <Badge count={data?.lettersCount ?? 0} label="未读系统消息" size="1">
      <Link href={href.personal('letter', 'letter')} data-testid="letters-link">
        站内信
      </Link>
    </Badge>
  );
}
