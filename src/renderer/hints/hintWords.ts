// The hint in a player's words: what its chance is a chance of, how sure it is, and why the suggestion.
// The host sends only numbers and a reason key with params; every sentence is written here.
import type { HintChanceOf, HintChoice, HintReason, HintReport } from '../../shared/hint';

const CHANCE_OF: Record<HintChanceOf, string> = {
  win: 'to win',
  terraformInTime: 'to terraform Mars in time',
  emptySupplies: 'to empty all three supplies',
  finishMars: 'to finish Mars',
};

export function chanceOfWords(chanceOf: HintChanceOf): string {
  return CHANCE_OF[chanceOf] ?? 'to win';
}

const pct = (x: number) => Math.round(x * 100);

/** "62 % (48–74 %)": the chance and its 95 % range. */
export function chanceWords(choice: HintChoice): string {
  if (choice.winChance === null) return '—';
  if (choice.low === null || choice.high === null) return `${pct(choice.winChance)} %`;
  return `${pct(choice.winChance)} % (${pct(choice.low)}–${pct(choice.high)} %)`;
}

const RESOURCE_NAMES: Record<string, string> = {
  megacredits: 'M€',
  steel: 'steel',
  titanium: 'titanium',
  plants: 'plant',
  energy: 'energy',
  heat: 'heat',
  credits: 'credits',
  dice: 'dice',
};
const PARAMETER_NAMES: Record<string, string> = { temperature: 'temperature', ocean: 'ocean', oxygen: 'oxygen' };
const CUBE_NAMES: Record<string, string> = { heat: 'heat', greenery: 'greenery', water: 'water' };

const str = (v: unknown): string => (typeof v === 'string' ? v : '?');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why the suggestion, against `versus` (the next best answer, named as the player reads it). */
export function reasonWords(reason: HintReason, versus: string | null): string {
  const p = reason.params;
  const than = versus ? ` than ${versus}` : '';
  const amount = num(p.amount);
  switch (reason.key) {
    case 'hint.reason.morePoints':
      return `It scores ${plural(amount, 'point', 'points')} more${than}.`;
    case 'hint.reason.moreTr':
      return `It raises your terraform rating ${plural(amount, 'step', 'steps')} more${than}.`;
    case 'hint.reason.moreProduction': {
      const resource = str(p.resource);
      if (resource === 'dice') return `It gives you ${plural(amount, 'production die', 'production dice')} more${than}.`;
      return `It gives you ${amount} more ${RESOURCE_NAMES[resource] ?? resource} production${than}.`;
    }
    case 'hint.reason.moreResource':
      return `It leaves you ${amount} more ${RESOURCE_NAMES[str(p.resource)] ?? str(p.resource)}${than}.`;
    case 'hint.reason.moreCards':
      return `It gets you ${plural(amount, 'card', 'cards')} more${than}.`;
    case 'hint.reason.claimsMilestone':
      return `It claims the milestone ${str(p.milestone)} before anyone else can.`;
    case 'hint.reason.fundsAward':
      return `It funds the award ${str(p.award)} while you lead its race.`;
    case 'hint.reason.moreTerraforming':
      return `It brings ${PARAMETER_NAMES[str(p.parameter)] ?? str(p.parameter)} ${plural(amount, 'step', 'steps')} closer to done${than}.`;
    case 'hint.reason.moreCubes':
      return `It takes ${plural(amount, `${CUBE_NAMES[str(p.cube)] ?? str(p.cube)} cube`, `${CUBE_NAMES[str(p.cube)] ?? str(p.cube)} cubes`)} more out of the supply${than}.`;
    case 'hint.reason.winsMoreGames':
      return num(p.points) > 0
        ? `It brings nothing more at once${than}, but went on to do better in ${num(p.points)} more of every 100 sampled games.`
        : `It brings nothing more at once${than}; the bot's own look-ahead prefers it.`;
    case 'hint.reason.onlyChoice':
      return 'It is the only answer the bot weighed here.';
    default:
      return '';
  }
}

/** How the suggestion stands against the next best, in a sentence. */
export function verdictWords(report: HintReport, versus: string | null): string {
  const games = plural(report.worlds, 'sampled game', 'sampled games');
  switch (report.verdict) {
    case 'clear':
      return `Clearly better${versus ? ` than ${versus}` : ''}: told apart after ${games}.`;
    case 'aboutEqual':
      return `About equal${versus ? ` to ${versus}` : ''}: ${games} cannot tell them apart.`;
    case 'single':
      return report.final ? `Chance from ${games}.` : `Playing more games… (${report.worlds} so far)`;
    default:
      return `Playing more games to tell the best two apart… (${report.worlds} so far)`;
  }
}
