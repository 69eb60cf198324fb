// Answers the host sends later (hints, charts worked out on a worker), and the saves folder as text to
// check that such work changed nothing on disk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostMessage } from '../../../src/shared/protocol';
import type { LocalWindow } from './lanGame';

/** The window's reply of `type` (or an error) to `requestId`, waiting for it up to two minutes. */
export async function laterReply(window: LocalWindow, requestId: string, type: HostMessage['type']): Promise<HostMessage> {
  for (let i = 0; i < 12_000; i++) {
    const found = window.received.find((m) => (m.type === type || m.type === 'error') && 'requestId' in m && m.requestId === requestId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer to ${requestId}`);
}

/** Every file of a saves folder with its contents, in name order. */
export function savesOf(dir: string): string {
  return readdirSync(dir)
    .sort()
    .map((f) => `${f}:${readFileSync(join(dir, f), 'utf8')}`)
    .join('\n');
}

/** Every update of the hint asked with `requestId`, once the last (`final`) one came, or the error. */
export async function hintUpdates(window: LocalWindow, requestId: string): Promise<HostMessage[]> {
  for (let i = 0; i < 18_000; i++) {
    const mine = window.received.filter((m) => (m.type === 'hint' || m.type === 'error') && 'requestId' in m && m.requestId === requestId);
    if (mine.some((m) => m.type === 'error' || (m.type === 'hint' && m.final))) return mine;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no final hint for ${requestId}`);
}
