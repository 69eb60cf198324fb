// The hint in a player's words: what its chance is a chance of, how sure it is, and why the suggestion.
// The host sends only numbers and a reason key with params (area `hint` of the catalogues: the reason keys
// are the host's own); every sentence is written in the catalogue, in the player's language.
import type { HintChanceOf, HintChoice, HintReason, HintReport } from '../../shared/hint';
import { milestoneName, awardName } from '../../shared/tm/contentKeys';
import type { Message } from '../../shared/message';
import type { Say } from '../i18n/say';

const CHANCE_OF: Record<HintChanceOf, string> = {
  win: 'hint.chanceOf.win',
  terraformInTime: 'hint.chanceOf.terraformInTime',
  emptySupplies: 'hint.chanceOf.emptySupplies',
  finishMars: 'hint.chanceOf.finishMars',
};

export function chanceOfWords(say: Say, chanceOf: HintChanceOf): string {
  return say(CHANCE_OF[chanceOf] ?? CHANCE_OF.win);
}

/** "62 % (48–74 %)": the chance and its 95 % range, as the language writes percentages. */
export function chanceWords(say: Say, choice: HintChoice): string {
  if (choice.winChance === null) return '—';
  if (choice.low === null || choice.high === null) return say('hint.chance.value', { chance: choice.winChance });
  return say('hint.chance.range', { chance: choice.winChance, low: choice.low, high: choice.high });
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '?');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A milestone or award the reason names: a Terraforming Mars one by its name in the player's language (the host
 * sends the engine's name), any other game's as sent.
 */
function contentName(system: string, kind: 'milestone' | 'award', name: string): Message | string {
  if (system !== 'tm') return name;
  return kind === 'milestone' ? milestoneName(name) : awardName(name);
}

/** Why the suggestion, against `versus` (the next best answer, named as the player reads it). */
export function reasonWords(say: Say, reason: HintReason, versus: string | null, system = 'tm'): string {
  const p = reason.params;
  const than = versus ? say('hint.report.than', { move: versus }) : '';
  const amount = num(p.amount);
  switch (reason.key) {
    case 'hint.reason.morePoints':
    case 'hint.reason.moreTr':
    case 'hint.reason.moreCards':
      return say(reason.key, { amount, than });
    case 'hint.reason.moreProduction':
    case 'hint.reason.moreResource':
      return say(reason.key, { amount, resource: str(p.resource), than });
    case 'hint.reason.claimsMilestone':
      return say(reason.key, { milestone: contentName(system, 'milestone', str(p.milestone)) });
    case 'hint.reason.fundsAward':
      return say(reason.key, { award: contentName(system, 'award', str(p.award)) });
    case 'hint.reason.moreTerraforming':
      return say(reason.key, { amount, parameter: str(p.parameter), than });
    case 'hint.reason.moreCubes':
      return say(reason.key, { amount, cube: str(p.cube), than });
    case 'hint.reason.winsMoreGames':
      return num(p.points) > 0 ? say(reason.key, { points: num(p.points), than }) : say('hint.reason.winsMoreGamesLookAhead', { than });
    case 'hint.reason.onlyChoice':
      return say(reason.key);
    default:
      return '';
  }
}

/** How the suggestion stands against the next best, in a sentence. */
export function verdictWords(say: Say, report: HintReport, versus: string | null): string {
  const compared = { games: report.worlds, compared: versus ? 'yes' : 'no', versus: versus ?? '' };
  switch (report.verdict) {
    case 'clear':
      return say('hint.verdict.clear', compared);
    case 'aboutEqual':
      return say('hint.verdict.aboutEqual', compared);
    case 'single':
      return report.final ? say('hint.verdict.single', { games: report.worlds }) : say('hint.verdict.playing', { games: report.worlds });
    default:
      return say('hint.verdict.refining', { games: report.worlds });
  }
}
