// The requestId of a client message that could not be accepted (too large, not JSON, nested too deep,
// malformed), so its error reply can still be matched by the client. Read without parsing the message:
// a scan for a top-level "requestId" string, over at most MAX_REQUEST_ID_SCAN_CHARS.
import { MAX_MESSAGE_BYTES } from './protocol';
import { scanTopLevelFields } from './topLevelFields';

/**
 * As far as a message can be and still reach the host over a WebSocket (the socket's payload cap);
 * a longer one (possible over IPC) is scanned this far only, so an id written after that is not found.
 */
export const MAX_REQUEST_ID_SCAN_CHARS = MAX_MESSAGE_BYTES * 4;
const MAX_REQUEST_ID_CHARS = 64;

export function requestIdOf(raw: string): string | undefined {
  const scanned = scanTopLevelFields(raw.length > MAX_REQUEST_ID_SCAN_CHARS ? raw.slice(0, MAX_REQUEST_ID_SCAN_CHARS) : raw, ['requestId'], MAX_REQUEST_ID_CHARS * 6 + 2);
  const text = scanned.values.get('requestId');
  if (text === undefined) return undefined;
  try {
    const id: unknown = JSON.parse(text);
    return typeof id === 'string' && id.length >= 1 && id.length <= MAX_REQUEST_ID_CHARS ? id : undefined;
  } catch {
    return undefined;
  }
}
