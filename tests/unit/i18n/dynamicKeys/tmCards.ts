// The tmCards keys built at run time from the engine's content (card ids, food factory types, colony, milestone
// and award names) and the card-face vocabulary: derived from the data the engine plays with, so content added
// without its words fails the catalogue tests. Kept among the tests because the renderer may not import the engine.
import { ALL_CARDS } from '../../../../src/engine/tm/cards/catalogue';
import { MODULES } from '../../../../src/engine/tm/cornucopia/moduleData';
import { connectedModuleId } from '../../../../src/engine/tm/cornucopia/modules';
import { COLONY_TILES } from '../../../../src/engine/tm/colonies/tiles';
import { AWARDS, MILESTONES } from '../../../../src/engine/tm/milestonesAwards';
import {
  awardNameKey, awardTextKey, cardNameKey, cardTextKey, colonyNameKey, colonyTextKey, factoryNameKey, factoryRequirementKey,
  milestoneNameKey, milestoneTextKey,
} from '../../../../src/shared/tm/contentKeys';
import { FACTORIES } from '../../../../src/engine/tm/cornucopia/factories';
import { VP_HOOKS } from '../../../../src/engine/tm/cards/hooks';
import { CARD_RESOURCES, PARAMETERS, RESOURCES, TAGS } from '../../../../src/shared/tm/basics';
import { msg, type MessageParam } from '../../../../src/shared/message';

/** The card-face words the renderer itself uses, with the parameters it passes. */
export const FACE_KEYS: Record<string, Record<string, MessageParam>> = {
  'tmCards.cardFace.connected': { text: 'X' },
  'tmCards.cardFace.requires': { requirements: [msg('tmCards.cardFace.req.oceansMin', { value: 3 })] },
};

/** The keys of the engine's face messages (requirements, victory points), derived from the vocabulary they are made of. */
export function faceMessageKeys(): string[] {
  const keys = ['tmCards.cardFace.req.tags', 'tmCards.cardFace.vp.points', 'tmCards.cardFace.vp.per', 'tmCards.cardFace.vp.perInPlay', 'tmCards.cardFace.per.tag'];
  for (const p of PARAMETERS) keys.push(`tmCards.cardFace.req.${p}Min`, `tmCards.cardFace.req.${p}Max`);
  for (const r of RESOURCES) keys.push(`tmCards.cardFace.req.production.${r}`);
  for (const t of ['Cities', 'Greeneries']) keys.push(`tmCards.cardFace.req.own${t}`, `tmCards.cardFace.req.${t.toLowerCase()}InPlay`);
  for (const t of TAGS) keys.push(`tmCards.cardFace.tag.${t}`);
  for (const r of CARD_RESOURCES) keys.push(`tmCards.cardFace.per.${r}`, `tmCards.cardFace.held.${r}`);
  for (const t of ['city', 'greenery', 'ocean']) keys.push(`tmCards.cardFace.per.${t}`);
  for (const hook of Object.keys(VP_HOOKS)) keys.push(`tmCards.cardFace.vp.${hook}`);
  return keys;
}

/** Every key the engine's content needs: derived from the same data the engine plays with. */
export function contentKeys(): string[] {
  const keys: string[] = [];
  for (const card of ALL_CARDS) keys.push(cardNameKey(card.id), cardTextKey(card.id));
  for (const m of MODULES) keys.push(cardNameKey(m.id), cardTextKey(m.id), cardTextKey(connectedModuleId(m.id)));
  for (const t of COLONY_TILES) keys.push(colonyNameKey(t.name), colonyTextKey(t.name));
  for (const m of MILESTONES) keys.push(milestoneNameKey(m.name), milestoneTextKey(m.name));
  for (const a of AWARDS) keys.push(awardNameKey(a.name), awardTextKey(a.name));
  for (const f of FACTORIES) keys.push(factoryNameKey(f.type), factoryRequirementKey(f.type));
  return keys;
}

/** Every tmCards key the code builds instead of writing out (read by keysUsed.test.ts). */
export const dynamicKeys: readonly string[] = [...contentKeys(), ...faceMessageKeys()];
