// The catalogue keys of the Dice Game's words: content (cards, corporations, bonus cards, milestones, special
// tiles), the vocabulary (faces, colours, tiles, standard projects) and places on the board. One place, so
// the engine's messages and the renderer's screens name things alike. The content keys are built from the
// content's ids, so a test can list every one from the data.
import { msg, type Message } from '../message';
import type { DieColour, Face, StandardProject, TileKind } from './basics';

/** Project cards, corporations and bonus cards by id (G01, R12, B03, C1, X04: one id space). */
export const diceCardNameKey = (id: string) => `dice.card.${id}.name`;
export const diceCardTextKey = (id: string) => `dice.card.${id}.text`;
export const diceMilestoneNameKey = (id: string) => `dice.milestone.${id}.name`;
export const diceMilestoneTextKey = (id: string) => `dice.milestone.${id}.text`;

/** "Lava Flows" -> "lavaFlows": a special tile is named by its English name in the state, kept as the key part. */
export function specialKeyPart(special: string): string {
  const words = special.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

export const diceCardName = (id: string): Message => msg(diceCardNameKey(id));
export const diceCardText = (id: string): Message => msg(diceCardTextKey(id));
export const diceMilestoneName = (id: string): Message => msg(diceMilestoneNameKey(id));
export const diceMilestoneText = (id: string): Message => msg(diceMilestoneTextKey(id));
export const faceName = (face: Face): Message => msg(`dice.face.${face}`);
/** A die colour as an adjective on its own ("red"); sentences that inflect it use an ICU select on the id instead. */
export const colourName = (colour: DieColour): Message => msg(`dice.colour.${colour}`);
export const tileName = (tile: TileKind): Message => msg(`dice.tile.${tile}`);
export const specialTileName = (special: string): Message => msg(`dice.special.${specialKeyPart(special)}`);
export const standardProjectName = (project: StandardProject): Message => msg(`dice.standard.${project}`);
/** A cost or a roll: faces said one by one, joined as the language joins lists. */
export const facesList = (faces: readonly Face[]): Message => msg('dice.common.faces', { faces: faces.map(faceName) });

/** A board area as a player finds it: row from the top, place from the left (both counted from 1). */
export const areaPlace = (row: number, col: number): Message => msg('dice.area.place', { row: row + 1, col: col + 1 });
