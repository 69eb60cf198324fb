// The TM log as an English reader sees it, for tests that check what the log says. Content names (cards,
// colonies, milestones, awards) belong to another catalogue area; until it is merged they are said here by
// their English names from the engine's data, so the tests read the same sentences either way.
import { isMessage, msg, type Message, type MessageParam } from '../../../src/shared/message';
import { awardNameKey, cardNameKey, colonyNameKey, milestoneNameKey } from '../../../src/shared/tm/contentKeys';
import type { LogEntry } from '../../../src/shared/tm/view';
import { sayIn } from '../../../src/renderer/i18n/say';
import { messagesOf } from '../../../src/renderer/i18n/catalogues';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { COLONY_TILES } from '../../../src/engine/tm/colonies/tiles';
import { moduleCatalogue } from '../../../src/engine/tm/cornucopia/view';
import { AWARDS, MILESTONES } from '../../../src/engine/tm/milestonesAwards';

const contentNames = new Map<string, string>([
  ...ALL_CARDS.map((c) => [cardNameKey(c.id), c.name] as const),
  ...moduleCatalogue().map((c) => [cardNameKey(c.id), c.name] as const),
  ...COLONY_TILES.map((t) => [colonyNameKey(t.name), t.name] as const),
  ...MILESTONES.map((m) => [milestoneNameKey(m.name), m.name] as const),
  ...AWARDS.map((a) => [awardNameKey(a.name), a.name] as const),
]);

const english = messagesOf('en');

function withEnglishContent(value: MessageParam): MessageParam {
  if (Array.isArray(value)) return value.map(withEnglishContent);
  if (!isMessage(value)) return value;
  if (!(value.key in english) && contentNames.has(value.key)) return contentNames.get(value.key)!;
  const params: Record<string, MessageParam> = {};
  for (const [name, v] of Object.entries(value.params ?? {})) params[name] = withEnglishContent(v as MessageParam);
  return msg(value.key, params);
}

/** One message said in English. */
export function inEnglish(message: Message): string {
  return sayIn('en')(withEnglishContent(message) as Message);
}

/** Every log line said in English. */
export function englishLog(log: readonly LogEntry[]): string[] {
  return log.map((entry) => inEnglish(entry.message));
}
