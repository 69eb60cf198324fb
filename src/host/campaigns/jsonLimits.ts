// Limits for JSON read from files that may be hostile: parsed text is walked once, without recursion,
// before any schema sees it, so a file nested thousands of levels deep is refused with a reason.
import { msg, type Message } from '../../shared/message';
import type { FileKind } from '../saveStore';

export const MAX_JSON_DEPTH = 64;

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: Message };

/** Parses text and refuses it when it is not JSON or nests deeper than maxDepth. */
export function parseLimitedJson(text: string, kind: FileKind, maxDepth = MAX_JSON_DEPTH): ParsedJson {
  if (text.trim() === '') return { ok: false, error: msg('host.file.empty', { kind }) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: msg('host.file.notJson', { kind }) };
  }
  const depth = depthOf(value, maxDepth);
  if (depth > maxDepth) return { ok: false, error: msg('host.file.tooDeep', { kind, max: maxDepth }) };
  return { ok: true, value };
}

/** How deeply a JSON value nests; stops counting once past the limit. */
function depthOf(root: unknown, limit: number): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const inner = depth + 1;
    deepest = Math.max(deepest, inner);
    if (inner > limit) return inner;
    for (const child of Object.values(value)) pending.push({ value: child, depth: inner });
  }
  return deepest;
}
