import type { IncomingMessage, ServerResponse } from 'node:http';

export function keepRouterAnswersFromBrowserRevalidation(request: IncomingMessage, response: ServerResponse): void;
