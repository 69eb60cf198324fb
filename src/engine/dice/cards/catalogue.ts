// Looks up content by id and gathers the lasting abilities (production, triggers, storage) a player has.
import type { DieColour } from '../../../shared/dice/basics';
import { DIE_COLOURS } from '../../../shared/dice/basics';
import { BONUS_CARDS } from '../data/bonusCards';
import { CORPORATIONS } from '../data/corporations';
import { MILESTONES } from '../data/milestones';
import { PROJECT_CARDS } from '../data/projects';
import type { DicePlayer } from '../state';
import type { BlueAction, BonusCard, Corporation, Effect, Milestone, ProjectCard, Trigger } from './vocabulary';

const PROJECTS = new Map(PROJECT_CARDS.map((c) => [c.id, c]));
const CORPS = new Map(CORPORATIONS.map((c) => [c.id, c]));
const BONUSES = new Map(BONUS_CARDS.map((c) => [c.id, c]));
const MILESTONE_BY_ID = new Map(MILESTONES.map((m) => [m.id, m]));

function lookup<T>(map: Map<string, T>, id: string, what: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`unknown ${what} ${id}`);
  return found;
}

export const projectCard = (id: string): ProjectCard => lookup(PROJECTS, id, 'project card');
export const corporation = (id: string): Corporation => lookup(CORPS, id, 'corporation');
export const bonusCard = (id: string): BonusCard => lookup(BONUSES, id, 'bonus card');
export const milestone = (id: string): Milestone => lookup(MILESTONE_BY_ID, id, 'milestone');
export const isProjectCard = (id: string): boolean => PROJECTS.has(id);

/** Something in front of a player that may carry lasting abilities. */
interface Source {
  id: string;
  production?: Partial<Record<DieColour, number>>;
  onProduction?: Effect[];
  triggers?: Trigger[];
  keepExtra?: number;
  action?: BlueAction;
}

/** The corporation, green/blue project cards and bonus cards of a player (red cards have no lasting abilities). */
export function lastingSources(player: DicePlayer): Source[] {
  const out: Source[] = [];
  if (player.corporation) out.push(corporation(player.corporation));
  for (const id of player.played) {
    const card = projectCard(id);
    if (card.colour !== 'red') out.push(card);
  }
  for (const id of player.bonusCards) out.push(bonusCard(id));
  return out;
}

export function productionOf(player: DicePlayer): Record<DieColour, number> {
  const out = Object.fromEntries(DIE_COLOURS.map((c) => [c, 0])) as Record<DieColour, number>;
  for (const s of lastingSources(player)) {
    for (const c of DIE_COLOURS) out[c] += s.production?.[c] ?? 0;
  }
  return out;
}

/** Total dice symbols in brown boxes: the tie-breaker. */
export function productionTotal(player: DicePlayer): number {
  return Object.values(productionOf(player)).reduce((a, b) => a + b, 0);
}

/** Dice a player may keep at the start of a production turn. */
export function keepLimit(player: DicePlayer): number {
  return 3 + lastingSources(player).reduce((n, s) => n + (s.keepExtra ?? 0), 0);
}

/** A player's cards (corporation or blue) with an action of the given timing. */
export function actionsOf(player: DicePlayer, timing: BlueAction['timing']): { id: string; action: BlueAction }[] {
  return lastingSources(player)
    .filter((s): s is Source & { action: BlueAction } => s.action?.timing === timing)
    .map((s) => ({ id: s.id, action: s.action }));
}

/** Whether an id names a project card, a corporation or a bonus card (their ids never overlap). */
export function isContent(id: string): boolean {
  return PROJECTS.has(id) || CORPS.has(id) || BONUSES.has(id);
}
