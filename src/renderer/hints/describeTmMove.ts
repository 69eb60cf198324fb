// A Terraforming Mars answer in a player's words, for the hint. The move comes from a host (perhaps a
// hostile one on the LAN), so every field is read as what it claims to be and shown only as text.
import type { TmView } from '../../shared/tm/view';
import { cardInfo } from '../tm/bits';
import { useSettings } from '../common/settings';
import { sayIn, sayMessageOrText, type Say } from '../i18n/say';

type Fields = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '?');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function describeTmMove(view: TmView, move: unknown, say: Say = sayIn(useSettings.getState().language)): string {
  if (!move || typeof move !== 'object') return 'an answer this screen cannot show';
  const m = move as Fields;
  const card = (id: unknown) => cardInfo(view, str(id)).name;
  const cards = (ids: unknown) => (Array.isArray(ids) ? ids.map(card) : []);
  switch (m.type) {
    case 'playCard':
      return `Play ${card(m.card)}`;
    case 'standardProject':
      return `Standard project: ${str(m.project)}`;
    case 'cardAction':
      return `Use the action of ${card(m.card)}`;
    case 'claimMilestone':
      return `Claim the milestone ${str(m.milestone)}`;
    case 'fundAward':
      return `Fund the award ${str(m.award)}`;
    case 'convertPlants':
      return 'Plants → greenery';
    case 'convertHeat':
      return 'Heat → temperature';
    case 'pass':
      return 'Pass for this generation';
    case 'endTurn':
      return 'End your turn';
    case 'cards': {
      const names = cards(m.cards);
      return names.length ? `Choose ${names.join(', ')}` : 'Choose no cards';
    }
    case 'space': {
      const id = str(m.space);
      const space = view.spaces.find((s) => s.id === id);
      return `Place it on ${space?.name ?? `space ${id}`}`;
    }
    case 'player':
      return `Choose ${view.players.find((p) => p.seat === m.player)?.name ?? 'a player'}`;
    case 'amount':
      return `Choose ${num(m.amount)}`;
    case 'option': {
      const options = view.prompt?.kind === 'option' ? view.prompt.options : [];
      // The option's own words, as its button says them.
      const option = options[num(m.index)];
      return option ? sayMessageOrText(say, option) : `Option ${num(m.index) + 1}`;
    }
    case 'payment':
      return 'Pay as suggested';
    case 'opening': {
      const kept = cards(m.cards);
      return `${card(m.corporation)}, keeping ${kept.length ? kept.join(', ') : 'no cards'}`;
    }
    case 'trade':
      return `Trade with a colony, paying with ${str(m.pay)}`;
    case 'colony':
      return `Build a colony on ${str(m.tile)}`;
    case 'moduleAction':
      return `Use the module ${card(m.module)}`;
    case 'grid':
      return `Cell ${num(m.cell) + 1} of the factory`;
    default:
      return 'an answer this screen cannot show';
  }
}
