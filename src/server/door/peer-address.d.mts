import type { IncomingMessage } from 'node:http';

export const PEER_ADDRESS_HEADER: string;
export const PEER_STAMP_HEADER: string;
export function startStampingPeers(): (request: Pick<IncomingMessage, 'headers' | 'socket'>) => void;
export function stampedPeerAddress(headers: Headers): string | null;
