import { walletEndpoints, type TransferIndex, type TransferRequest, type TransferResult } from '../../../../contract/wallet';
import { call } from '../../../lib/call';

export const getTransferIndex = (): Promise<TransferIndex> => call(walletEndpoints.transferIndex);
export const postTransfer = (body: TransferRequest): Promise<TransferResult> => call(walletEndpoints.transfer, body);
