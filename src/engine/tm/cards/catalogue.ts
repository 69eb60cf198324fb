// Every implemented card and corporation, looked up by id, plus the public facts each shows to players.
import type { CardId } from '../../../shared/tm/basics';
import type { CardInfo } from '../../../shared/tm/view';
import { COLONIES_CORPORATIONS } from './colonies/corporations';
import { COLONIES_PROJECT_CARDS } from './colonies/projects';
import { CORPORATIONS as BASE_CORPORATIONS } from './corporations';
import { PROJECT_CARDS as BASE_PROJECT_CARDS } from './projects';
import { MODULE_CARDS } from '../cornucopia/modules';
import type { CardDef } from './vocabulary';
import { requirementMessages, victoryPointsMessage } from './faceWords';

const PROJECT_CARDS: readonly CardDef[] = [...BASE_PROJECT_CARDS, ...COLONIES_PROJECT_CARDS];
const CORPORATIONS: readonly CardDef[] = [...BASE_CORPORATIONS, ...COLONIES_CORPORATIONS];
export const ALL_CARDS: readonly CardDef[] = [...PROJECT_CARDS, ...CORPORATIONS];

const BY_ID = new Map<CardId, CardDef>();
// Cornucopia's production modules are looked up like cards but never dealt: not in ALL_CARDS.
for (const card of [...ALL_CARDS, ...MODULE_CARDS]) {
  if (BY_ID.has(card.id)) throw new Error(`card id ${card.id} is defined twice`);
  BY_ID.set(card.id, card);
}

export const BEGINNER_CORPORATION_ID = 'R00';

export function getCard(id: CardId): CardDef {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown card id "${id}"`);
  return card;
}

export function hasCard(id: CardId): boolean {
  return BY_ID.has(id);
}

/** Which sets are in play; `colonies` is missing in options saved before the expansion existed. */
type SetOptions = { corporateEra: boolean; colonies?: boolean };

function allowedSet(card: CardDef, options: SetOptions): boolean {
  return card.set === 'base' || (card.set === 'corpera' && options.corporateEra) || (card.set === 'colonies' && options.colonies === true);
}

/** The implemented project cards of the sets in play, sorted by id. */
export function projectDeck(options: SetOptions): CardId[] {
  return PROJECT_CARDS.filter((c) => allowedSet(c, options)).map((c) => c.id).sort();
}

/** Corporations that may be dealt (never the Beginner Corporation, which is a set-up option). */
export function corporationPool(options: SetOptions): CardId[] {
  return CORPORATIONS.filter((c) => c.id !== BEGINNER_CORPORATION_ID && allowedSet(c, options)).map((c) => c.id).sort();
}

export function cardInfo(id: CardId): CardInfo {
  const c = getCard(id);
  const info: CardInfo = {
    id: c.id, name: c.name, set: c.set, type: c.type, cost: c.cost, tags: [...c.tags],
    requirements: requirementMessages(c.requirements), vp: victoryPointsMessage(c.vp, c.holds),
  };
  if (c.holds) info.resourceType = c.holds;
  if (c.actions?.length) info.hasAction = true;
  return info;
}
