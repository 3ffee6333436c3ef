import type { IncomingMessage } from 'node:http';

export const PEER_ADDRESS_HEADER: string;
export function stampPeerAddress(request: IncomingMessage): void;
