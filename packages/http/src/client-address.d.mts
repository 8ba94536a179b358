import type { IncomingMessage } from 'node:http';

export function setClientAddress(req: IncomingMessage): void;
export function replaceRequestHeader(req: IncomingMessage, name: string, value: string): void;
