// The small declarative language Dice Game content is written in. Cards, corporations, bonus cards and
// board areas are data in these terms; anything bespoke is a named hook (hooks.ts).
import type { CardColour, DieColour, Face, TileKind } from '../../../shared/dice/basics';
import type { HookName } from './hookNames';

export type Effect =
  /** Take n dice of the face's colour from the pool, set to that face (no roll). */
  | { gain: Face; n?: number }
  /** Take n dice of a colour from the pool and roll them. */
  | { roll: DieColour; n: number }
  /** Roll n dice of a colour the player picks. */
  | { rollChoice: number }
  | { wild: number }
  | { vp: number }
  | { draw: number }
  /** Raise a global parameter one step per n (2 VP per step, 1 VP once it is complete). */
  | { raise: 'temperature' | 'oxygen'; n?: number }
  /** Place a tile; ocean and greenery also terraform. A special tile goes to its reserved area. */
  | { place: TileKind; special?: string }
  /** Turn up to n of your dice to another face of the same colour (pink arrows). */
  | { rotate: number }
  /** Every opponent loses one resource of their choice, if they have any (red border). */
  | { attack: number }
  /** This seat loses n resources of its choice (what an attack asks of each opponent). */
  | { lose: number }
  | { hook: HookName };

export type TriggerEvent = 'ocean' | 'greenery' | 'city' | 'anyTile' | 'greenCard' | 'redCard' | 'blueCard' | 'temperature' | 'oxygen';

/** A lasting effect: when the event happens (by you, or by anyone), gain the effects. Never flipped. */
export interface Trigger {
  on: TriggerEvent;
  by: 'self' | 'anyone';
  then: Effect[];
}

/** A blue card action: pay the faces, gain the effects, flip the card until your next production turn. */
export interface BlueAction {
  timing: 'support' | 'main' | 'free';
  cost: Face[];
  gain: Effect[];
}

/** Printed global-parameter minimums, in printed units (% oxygen, °C, ocean tiles). */
export interface Requirement {
  oxygen?: number;
  temperature?: number;
  oceans?: number;
}

/** Where a piece of content comes from: a name the public sources give (details ours), or wholly ours. */
export type Origin = 'published name, our details' | 'ours';

interface Lasting {
  /** Dice of each colour rolled on every production turn. */
  production?: Partial<Record<DieColour, number>>;
  /** Extra effects on every production turn (wild tokens, VP…). */
  onProduction?: Effect[];
  triggers?: Trigger[];
  /** How many more dice you may keep at the start of a production turn. */
  keepExtra?: number;
}

export interface ProjectCard extends Lasting {
  id: string;
  name: string;
  colour: CardColour;
  cost: Face[];
  requires?: Requirement;
  /** Resolved when played (red cards; green/blue cards rarely). */
  effects?: Effect[];
  action?: BlueAction;
  /** VP at the end of the game (red ribbon). Immediate VP is an effect. */
  endVp?: number;
  text: string;
  origin: Origin;
}

export interface Corporation extends Lasting {
  id: string;
  name: string;
  start: Effect[];
  production: Partial<Record<DieColour, number>>;
  action?: BlueAction;
  text: string;
  origin: Origin | 'published';
}

export interface BonusCard extends Lasting {
  id: string;
  name: string;
  effects: Effect[];
  text: string;
  origin: Origin | 'published';
}

export interface Milestone {
  id: string;
  name: string;
  text: string;
  metric: MilestoneMetric;
  origin: Origin;
}

export type MilestoneMetric =
  | 'greeneries'
  | 'cities'
  | 'oceans'
  | 'greenCards'
  | 'redCards'
  | 'blueCards'
  | 'rareCostCards'
  | 'productionColours';

/** Every milestone asks for 3 of its set. */
export const MILESTONE_GOAL = 3;
