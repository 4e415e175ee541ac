import { useSnapshot } from 'valtio';
import { showGroupView } from '../groups/group-store';
import { formatBeijingMinute } from '../../../../rules/beijing-time';
import { RedPacketOpening } from './RedPacketOpening';
import { grabOpenPacket, redPacketState, showPacketStatus } from './red-packet-store';

/** The opening: 開 takes a share, then the amount, or why nothing is left; details lead to the status view. */
export function RedPacketOpenView() {
  const { opening } = useSnapshot(redPacketState);
  if (!opening) return null;
  return (
    <div style={{ flex: 1, display: 'flex', overflowY: 'auto', padding: 16 }}>
      <RedPacketOpening
        sender={opening.sender}
        title={opening.title}
        status={opening.status}
        amount={opening.amount}
        expiredAt={formatBeijingMinute(opening.expiredTime)}
        onOpen={() => void grabOpenPacket()}
        onDetails={() => void showPacketStatus(opening.redPacketId)}
        onClose={() => showGroupView('chat', null)}
      />
    </div>
  );
}
