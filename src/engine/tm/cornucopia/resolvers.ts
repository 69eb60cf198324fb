// Answers to Cornucopia prompts: the factory type, Maritorem's ocean, the module bought, its cell,
// and how many times a conversion runs.
import { msg, type Message } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import type { FactoryType } from '../../../shared/tm/cornucopia';
import type { Move } from '../../../shared/tm/prompt';
import type { PendingDecision, TmState } from '../state';
import { askCell, askOcean, buildFactory, placeModule } from './build';
import { FACTORY_COST } from './factories';
import { investorDone, isInvesting, moduleCost, payPrice } from './investment';
import { repeatConversion } from './moduleActions';

type Resolver = (state: TmState, seat: Seat, move: Move, decision: PendingDecision) => Message | null;
type PromptOf<K extends PendingDecision['prompt']['kind']> = Extract<PendingDecision['prompt'], { kind: K }>;

/** In the investment phase the seat's turn ends once its purchase is complete. */
function done(state: TmState): void {
  if (isInvesting(state)) investorDone(state);
}

export const CORNUCOPIA_RESOLVERS: Record<string, Resolver> = {
  chooseFactory(state, seat, move, decision) {
    if (move.type !== 'option') return msg('tmError.answer.factory');
    const prompt = decision.prompt as PromptOf<'option'>;
    if (!Number.isInteger(move.index) || move.index < 0 || move.index >= prompt.options.length) return msg('tmError.answer.noSuchOption', { number: String(move.index) });
    const type = (decision.data.types as FactoryType[])[move.index];
    if (type !== undefined && isInvesting(state) && !payPrice(state, seat, FACTORY_COST)) return msg('tmError.factory.cost', { cost: FACTORY_COST });
    delete state.pending[seat];
    if (type === undefined) done(state); // built nothing
    else if (type === 'maritorem') askOcean(state, seat);
    else {
      buildFactory(state, seat, type);
      done(state);
    }
    return null;
  },
  maritoremOcean(state, seat, move, decision) {
    if (move.type !== 'space') return msg('tmError.answer.maritoremOcean');
    if (!(decision.prompt as PromptOf<'space'>).spaces.includes(move.space)) return msg('tmError.space.notFreeOcean', { space: String(move.space) });
    delete state.pending[seat];
    buildFactory(state, seat, 'maritorem', move.space);
    done(state);
    return null;
  },
  chooseModule(state, seat, move, decision) {
    if (move.type !== 'cards') return msg('tmError.answer.module');
    const prompt = decision.prompt as PromptOf<'cards'>;
    if (move.cards.length > 1) return msg('tmError.module.chooseOne');
    if (move.cards.length < prompt.min) return msg('tmError.answer.module');
    const [module] = move.cards;
    if (module !== undefined && !prompt.cards.includes(module)) return msg('tmError.module.notOffered');
    const c = state.cornucopia!;
    if (module !== undefined && isInvesting(state) && !payPrice(state, seat, moduleCost(state, seat))) return msg('tmError.module.cost', { cost: moduleCost(state, seat) });
    delete state.pending[seat];
    if (module === undefined) {
      done(state);
      return null;
    }
    if (c.investment) c.investment.hand = c.investment.hand.filter((m) => m !== module);
    else c.market = c.market.filter((m) => m !== module);
    askCell(state, seat, module);
    return null;
  },
  placeModule(state, seat, move, decision) {
    if (move.type !== 'grid') return msg('tmError.answer.gridCell');
    const prompt = decision.prompt as PromptOf<'grid'>;
    if (!prompt.cells.includes(move.cell)) return msg('tmError.module.badCell', { cell: String(move.cell) });
    delete state.pending[seat];
    placeModule(state, seat, prompt.module, move.cell);
    done(state);
    return null;
  },
  moduleRepeat(state, seat, move, decision) {
    if (move.type !== 'amount') return msg('tmError.answer.amount');
    const most = decision.data.most as number;
    if (!Number.isInteger(move.amount) || move.amount < 1 || move.amount > most) return msg('tmError.answer.amountRange', { most });
    delete state.pending[seat];
    repeatConversion(state, seat, decision.data.card as string, move.amount);
    return null;
  },
};
