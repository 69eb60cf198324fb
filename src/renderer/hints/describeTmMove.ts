// A Terraforming Mars answer in a player's words, for the hint. The move comes from a host (perhaps a
// hostile one on the LAN), so every field is read as what it claims to be and shown only as text.
import type { TmView } from '../../shared/tm/view';
import type { StandardProjectName } from '../../shared/tm/prompt';
import { STANDARD_PROJECT_KEYS, spaceMessage } from '../../shared/tm/messages';
import { awardName, cardName, colonyName, milestoneName } from '../../shared/tm/contentKeys';
import { RESOURCES, type Resource } from '../../shared/tm/basics';
import { msg, type Message } from '../../shared/message';
import { sayIn, sayMessageOrText, type Say } from '../i18n/say';
import { useSettings } from '../common/settings';

type Fields = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '?');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** In the player's language (the settings' one: the hint row calls this outside a hook). */
export function describeTmMove(view: TmView, move: unknown, say: Say = sayIn(useSettings.getState().language)): string {
  if (!move || typeof move !== 'object') return say('hint.report.unknownAnswer');
  const m = move as Fields;
  // A card the view does not know is shown by its id rather than a missing key.
  const card = (id: unknown): Message | string => (view.cards[str(id)] ? cardName(str(id)) : str(id));
  const cards = (ids: unknown) => (Array.isArray(ids) ? ids.map(card) : []);
  switch (m.type) {
    case 'playCard':
      return say('hint.tm.playCard', { card: card(m.card) });
    case 'standardProject': {
      const name = str(m.project);
      const key = STANDARD_PROJECT_KEYS[name as StandardProjectName];
      return say('hint.tm.standardProject', { project: key ? msg(`tm.standardProject.${key}`) : name });
    }
    case 'cardAction':
      return say('hint.tm.cardAction', { card: card(m.card) });
    case 'claimMilestone':
      return say('hint.tm.claimMilestone', { milestone: milestoneName(str(m.milestone)) });
    case 'fundAward':
      return say('hint.tm.fundAward', { award: awardName(str(m.award)) });
    case 'convertPlants':
      return say('tmScreen.choice.convertPlants');
    case 'convertHeat':
      return say('tmScreen.choice.convertHeat');
    case 'pass':
      return say('hint.tm.pass');
    case 'endTurn':
      return say('hint.tm.endTurn');
    case 'cards': {
      const names = cards(m.cards);
      return names.length ? say('hint.tm.chooseCards', { cards: names }) : say('hint.tm.chooseNoCards');
    }
    case 'space': {
      const id = str(m.space);
      const space = view.spaces.find((s) => s.id === id);
      return say('hint.tm.space', { space: space ? spaceMessage(space) : id });
    }
    case 'player': {
      const player = view.players.find((p) => p.seat === m.player);
      return player ? say('hint.tm.player', { name: player.name }) : say('hint.tm.aPlayer');
    }
    case 'amount':
      return say('hint.tm.amount', { amount: num(m.amount) });
    case 'option': {
      const options = view.prompt?.kind === 'option' ? view.prompt.options : [];
      const option = options[num(m.index)];
      return option !== undefined ? sayMessageOrText(say, option) : say('hint.tm.option', { number: num(m.index) + 1 });
    }
    case 'payment':
      return say('hint.tm.payment');
    case 'opening': {
      const kept = cards(m.cards);
      return kept.length ? say('hint.tm.opening', { corporation: card(m.corporation), cards: kept }) : say('hint.tm.openingNoCards', { corporation: card(m.corporation) });
    }
    case 'trade': {
      const pay = str(m.pay);
      return say('hint.tm.trade', { resource: RESOURCES.includes(pay as Resource) ? msg(`tmScreen.resource.${pay}`) : pay });
    }
    case 'colony':
      return say('hint.tm.colony', { colony: colonyName(str(m.tile)) });
    case 'moduleAction':
      return say('hint.tm.moduleAction', { module: card(m.module) });
    case 'grid':
      return say('hint.tm.grid', { cell: num(m.cell) + 1 });
    default:
      return say('hint.report.unknownAnswer');
  }
}
