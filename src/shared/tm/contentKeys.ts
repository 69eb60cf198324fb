// The catalogue keys of Terraforming Mars content (cards, corporations, colony tiles, production modules, food
// factories, milestones, awards): one place, so the engine's messages and the renderer's card faces name things alike.
import { msg, type Message } from '../message';

/** "Mining Guild" -> "mining-guild": content named by its English name gets a stable key part. */
export function keyPart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A production module's connected face has its own card id ("CM02+"): the same name, its own text. */
const CONNECTED_FACE = '+';
const faceless = (id: string) => (id.endsWith(CONNECTED_FACE) ? id.slice(0, -CONNECTED_FACE.length) : id);

/** Cards of every kind (projects, corporations, preludes, production modules) by card id. */
export const cardNameKey = (id: string) => `tmCards.card.${faceless(id)}.name`;
export const cardTextKey = (id: string) =>
  id.endsWith(CONNECTED_FACE) ? `tmCards.card.${faceless(id)}.connectedText` : `tmCards.card.${id}.text`;
export const colonyNameKey = (name: string) => `tmCards.colony.${keyPart(name)}.name`;
export const colonyTextKey = (name: string) => `tmCards.colony.${keyPart(name)}.text`;
export const milestoneNameKey = (name: string) => `tmCards.milestone.${keyPart(name)}.name`;
export const milestoneTextKey = (name: string) => `tmCards.milestone.${keyPart(name)}.text`;
export const awardNameKey = (name: string) => `tmCards.award.${keyPart(name)}.name`;
export const awardTextKey = (name: string) => `tmCards.award.${keyPart(name)}.text`;
/** Cornucopia's food factories by type ("maritorem"): the name printed on the tile and what it takes to build one. */
export const factoryNameKey = (type: string) => `tmCards.factory.${type}.name`;
export const factoryRequirementKey = (type: string) => `tmCards.factory.${type}.requirement`;

/** A card's name as a message parameter ("played {card}"). */
export const cardName = (id: string): Message => msg(cardNameKey(id));
export const colonyName = (name: string): Message => msg(colonyNameKey(name));
export const milestoneName = (name: string): Message => msg(milestoneNameKey(name));
export const awardName = (name: string): Message => msg(awardNameKey(name));
