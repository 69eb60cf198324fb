// Looking modules up, and each module's two faces as card definitions: the base id (e.g. "CM02")
// while unconnected and "CM02+" while connected, so triggers, discounts, actions, card resources and
// VP all work through the ordinary card machinery.
import type { CardId } from '../../../shared/tm/basics';
import type { ModuleInfoView, Sides } from '../../../shared/tm/cornucopia';
import type { CardDef } from '../cards/vocabulary';
import { MODULES, type ModuleDef, type ModuleFace } from './moduleData';

export const CONNECTED_SUFFIX = '+';
export const MODULE_COST = 8;

const BY_ID = new Map(MODULES.map((m) => [m.id, m]));

export function isModuleId(id: CardId): boolean {
  return BY_ID.has(baseModuleId(id));
}

export function baseModuleId(id: CardId): CardId {
  return id.endsWith(CONNECTED_SUFFIX) ? id.slice(0, -CONNECTED_SUFFIX.length) : id;
}

export function connectedModuleId(id: CardId): CardId {
  return `${baseModuleId(id)}${CONNECTED_SUFFIX}`;
}

export function moduleDef(id: CardId): ModuleDef {
  const def = BY_ID.get(baseModuleId(id));
  if (!def) throw new Error(`unknown production module "${id}"`);
  return def;
}

/** The face in play for an id: the connected one for "…+" ids. */
export function moduleFace(id: CardId): ModuleFace {
  const def = moduleDef(id);
  return id.endsWith(CONNECTED_SUFFIX) ? def.connected : def.base;
}

/** Top and bottom carry the vertical element, left and right the horizontal one. */
export function moduleSides(id: CardId): Sides {
  const def = moduleDef(id);
  return { top: def.vertical, bottom: def.vertical, left: def.horizontal, right: def.horizontal };
}

function faceCard(def: ModuleDef, face: ModuleFace, connected: boolean): CardDef {
  const card: CardDef = {
    id: connected ? connectedModuleId(def.id) : def.id, name: def.name, set: 'cornucopia', type: 'active', cost: null, tags: [],
  };
  if (def.holds) card.holds = def.holds;
  if (face.actions) card.actions = face.actions;
  if (face.triggers) card.triggers = face.triggers;
  if (face.discount) card.discount = face.discount;
  if (face.standardProjectDiscount) card.standardProjectDiscount = face.standardProjectDiscount;
  if (face.vp) card.vp = face.vp;
  return card;
}

/** Both faces of every module, registered in the card catalogue (never dealt as project cards). */
export const MODULE_CARDS: readonly CardDef[] = MODULES.flatMap((m) => [faceCard(m, m.base, false), faceCard(m, m.connected, true)]);

export function moduleInfo(id: CardId): ModuleInfoView {
  const def = moduleDef(id);
  return { id, name: def.name, sides: moduleSides(id), origin: def.origin };
}

export function moduleHasAction(id: CardId): boolean {
  return (moduleFace(id).actions?.length ?? 0) > 0;
}
