import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function headerObject(headers: unknown): OutgoingHttpHeaders;
export function keepRepeatedHeaders<R extends ServerResponse>(res: R): R;
