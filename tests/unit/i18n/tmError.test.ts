// The Terraforming Mars engine's refusals and "why not" reasons (area `tmError`): the same keys in en, de and fr,
// and every refusal the engine really gives, provoked by wrong answers at positions of the recorded games, said in
// each language with no raw key, no unformatted argument and, in German and French, no English sentence left.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, type TmState } from '../../../src/engine/tm';
import { cardUnplayableReason } from '../../../src/engine/tm/actions';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { AWARDS, MILESTONES } from '../../../src/engine/tm/milestonesAwards';
import { isMessage, msg, type Message, type MessageParam } from '../../../src/shared/message';
import { cardName } from '../../../src/shared/tm/contentKeys';
import { resourceAmount, standardProjectName } from '../../../src/shared/tm/messages';
import type { Move } from '../../../src/shared/tm/prompt';
import { paymentProblem } from '../../../src/shared/tm/payment';
import { stepProblem } from '../../../src/renderer/tm/payment';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { loadRecordedGames } from '../support/recordedGames';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const catalogue = (language: string) => CATALOGUE_FILES[language].tmError;

const STANDARD_PROJECTS = ['Sell Patents', 'Power Plant', 'Asteroid', 'Aquifer', 'Greenery', 'City', 'Build Colony', 'Food Factory', 'Production Module', 'Bogus'];
const NO_PAYMENT = { megacredits: 0, steel: 0, titanium: 0, heat: 0 };

/** Wrong or doubtful answers to whatever the seat is asked: each either applies or is refused with a reason. */
function probes(state: TmState, seat: number): unknown[] {
  const p = state.players[seat];
  const prompt = state.pending[seat]?.prompt as { kind: string; cards?: string[]; corporations?: { id: string }[] } | undefined;
  const offered = prompt?.cards ?? [];
  const moves: unknown[] = [
    { type: 'pass' }, { type: 'endTurn' }, { type: 'cancel' }, { type: 'noSuchMove' },
    { type: 'cards', cards: [] }, { type: 'cards', cards: ['X99'] }, { type: 'cards', cards: offered.slice(0, 1) }, { type: 'cards', cards: [...offered] },
    { type: 'space', space: 'nowhere' }, { type: 'option', index: 99 }, { type: 'player', player: 99 }, { type: 'colony', tile: 'Nowhere' },
    { type: 'grid', cell: 99 }, { type: 'amount', amount: 99 },
    { type: 'payment', payment: NO_PAYMENT }, { type: 'payment', payment: { ...NO_PAYMENT, megacredits: -1 } },
    { type: 'payment', payment: { ...NO_PAYMENT, steel: 1 } }, { type: 'payment', payment: { ...NO_PAYMENT, megacredits: 999 } },
    { type: 'opening', corporation: 'X99', cards: [] }, { type: 'convertPlants' }, { type: 'convertHeat' },
    { type: 'cardAction', card: 'X99' }, { type: 'moduleAction', module: 'X99' },
    ...(prompt?.corporations ?? []).map((c) => ({ type: 'opening', corporation: c.id, cards: [...offered] })),
    ...(offered.length > 0 ? [{ type: 'cards', cards: [offered[0], offered[0]] }] : []),
    ...STANDARD_PROJECTS.map((project) => ({ type: 'standardProject', project })),
    ...[...MILESTONES.map((m) => m.name), 'Bogus'].map((milestone) => ({ type: 'claimMilestone', milestone })),
    ...[...AWARDS.map((a) => a.name), 'Bogus'].map((award) => ({ type: 'fundAward', award })),
    ...p.hand.map((card) => ({ type: 'playCard', card, payment: NO_PAYMENT })),
    ...p.played.map((c) => ({ type: 'cardAction', card: c.id })),
    ...(['megacredits', 'energy', 'titanium'] as const).map((pay) => ({ type: 'trade', pay })),
  ];
  for (const id of ['CM01', 'CM02']) moves.push({ type: 'moduleAction', module: id });
  return moves;
}

/** Every distinct refusal and reason the engine gives at sampled positions of the recorded TM games. */
function provokedRefusals(): Message[] {
  const seen = new Map<string, Message>();
  const keep = (m: Message | null) => {
    if (m) seen.set(JSON.stringify(m), m);
  };
  const tryMove = (state: TmState, seat: number, move: unknown) => {
    try {
      const result = applyMove(state, seat, move as Move);
      if (!result.ok) keep(result.error);
    } catch {
      // a move malformed past what the host's schema lets through may throw; the host refuses those earlier
    }
  };
  for (const game of loadRecordedGames().games.filter((g) => g.system === 'tm').slice(0, 12)) {
    let state = createGame(game.setup as never);
    game.moves.forEach(([seat, move], i) => {
      if (i % 15 === 0) {
        for (let s = 0; s < state.players.length; s++) {
          if (!state.pending[s]) {
            tryMove(state, s, { type: 'pass' });
            continue;
          }
          for (const probe of probes(state, s)) tryMove(state, s, probe);
        }
        if (i % 60 === 0) {
          const s = seat;
          const withAll = structuredClone(state);
          withAll.players[s].hand = ALL_CARDS.filter((c) => !c.corporation).map((c) => c.id);
          for (const card of withAll.players[s].hand) keep(cardUnplayableReason(withAll, s, card));
        }
      }
      const result = applyMove(state, seat, move as Move);
      if (!result.ok) throw new Error(`${game.name}: move ${i} is illegal on replay: ${result.error.key}`);
      state = result.state;
    });
    tryMove(state, 0, { type: 'pass' });
    tryMove(state, 99, { type: 'pass' });
  }
  // The payment editor's reasons come from the same shared rule the engine uses.
  const rules = { cost: 10, steelValue: 2, titaniumValue: 3, heatUsable: true, heatReserved: 4 };
  const stock = { megacredits: 4, steel: 2, titanium: 1, heat: 5 };
  for (const part of ['steel', 'titanium', 'heat'] as const) {
    for (const [delta, parts] of [[-1, { steel: 0, titanium: 0, heat: 0 }], [1, { steel: 2, titanium: 1, heat: 1 }], [1, { steel: 0, titanium: 0, heat: 0 }]] as const) {
      keep(stepProblem(parts, part, delta, rules, stock));
    }
  }
  keep(stepProblem({ steel: 0, titanium: 1, heat: 0 }, 'titanium', 1, { cost: 3, steelValue: 0, titaniumValue: 4, heatUsable: false }, { ...stock, titanium: 3 }));
  keep(paymentProblem(stock, { megacredits: 0.5, steel: 0, titanium: 0, heat: 0 }, rules));
  keep(paymentProblem(stock, { megacredits: 0, steel: 0, titanium: 0, heat: 5 }, rules));
  keep(paymentProblem(stock, { megacredits: 0, steel: 0, titanium: 0, heat: 1 }, { ...rules, heatUsable: false }));
  keep(paymentProblem(stock, { megacredits: 4, steel: 2, titanium: 1, heat: 0 }, { ...rules, cost: 5 }));
  return [...seen.values()];
}

/** Arguments for a message: a number for counts, the first choice of a select, and a nested message where one goes. */
function sampleParams(elements: MessageFormatElement[], into: Record<string, MessageParam> = {}): Record<string, MessageParam> {
  const NESTED: Record<string, MessageParam> = {
    card: cardName('001'), corporation: cardName(ALL_CARDS.find((c) => c.corporation)!.id), requirement: msg('tmCards.cardFace.req.oxygenMin', { value: 5 }),
    amount: resourceAmount('steel', 2), project: standardProjectName('City'), milestone: 'Terraformer', award: 'Banker', colony: 'Luna',
    reason: msg('tmError.play.deckEmpty'), player: 'Ada',
  };
  for (const e of elements) {
    if (e.type === TYPE.plural || e.type === TYPE.number) into[e.value] ??= 2;
    else if (e.type === TYPE.select) into[e.value] ??= Object.keys(e.options)[0];
    else if (e.type === TYPE.argument) into[e.value] ??= NESTED[e.value] ?? 7;
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) sampleParams(option.value, into);
  }
  return into;
}

/** The content names and resource words a message nests (other areas say them). */
function nestedKeys(value: MessageParam): string[] {
  if (Array.isArray(value)) return value.flatMap(nestedKeys);
  if (!isMessage(value)) return [];
  return [value.key, ...Object.values(value.params ?? {}).flatMap((v) => nestedKeys(v as MessageParam))];
}

describe('the TM engine’s refusals (tmError)', () => {
  it('holds the engine\'s refusals (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(catalogue('en')).length).toBeGreaterThan(80);
  });

  describe('every refusal provoked from the engine', () => {
    const refusals = provokedRefusals();
    const said = Object.fromEntries(LANGUAGES.map((language) => [language, refusals.map((m) => sayIn(language)(m))]));

    it('comes from the tmError catalogue and covers most of it', () => {
      const keys = new Set(refusals.map((m) => m.key));
      expect([...keys].filter((key) => !(key in catalogue('en')))).toEqual([]);
      // Refusals only a malformed move or a rare position can give are not all reached here (the rest are said
      // with sample arguments below).
      expect(keys.size).toBeGreaterThanOrEqual(40);
      const nested = refusals.flatMap((m) => nestedKeys(m).slice(1));
      expect(nested.some((key) => key.startsWith('tmCards.card.'))).toBe(true);
    });

    for (const language of LANGUAGES) {
      it(`is said in ${language} with no raw key and no unformatted argument`, () => {
        const bad = said[language].filter((text) => /\btm[A-Za-z]*\.[a-z]+\.[a-zA-Z.]+/.test(text) || /[{}]/.test(text) || text.trim() === '');
        expect(bad).toEqual([]);
      });
    }

    for (const language of ['de', 'fr'] as const) {
      it(`leaves no English sentence in ${language}`, () => {
        const same = refusals.map((_, i) => i).filter((i) => said[language][i] === said.en[i]);
        expect(same.map((i) => said.en[i])).toEqual([]);
      });
    }
  });

  describe('every key, said with sample arguments of the kinds the engine passes', () => {
    const samples = Object.keys(catalogue('en')).map((key) => msg(key, sampleParams(parse(catalogue('en')[key]))));
    for (const language of LANGUAGES) {
      it(`formats in ${language} with no raw key and no unformatted argument`, () => {
        const bad = samples.map((m) => sayIn(language)(m)).filter((text) => /\btm[A-Za-z]*\.[a-z]+\.[a-zA-Z.]+/.test(text) || /[{}]/.test(text));
        expect(bad).toEqual([]);
      });
    }
    for (const language of ['de', 'fr'] as const) {
      it(`is not English in ${language}`, () => {
        expect(samples.filter((m) => sayIn(language)(m) === sayIn('en')(m)).map((m) => m.key)).toEqual([]);
      });
    }
  });

  it('says a refused move in German and French: a card the player cannot afford, with its name', () => {
    const state = createGame(loadRecordedGames().games.find((g) => g.system === 'tm')!.setup as never);
    const refused = applyMove(state, 99, { type: 'pass' } as Move);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.key).toMatch(/^tmError\./);
    expect(sayIn('de')(refused.error)).not.toBe(sayIn('en')(refused.error));
    const reason = cardUnplayableReason({ ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, hand: ['001'] } : p)) } as TmState, 0, '001');
    expect(reason?.key).toBe('tmError.card.cannotAfford');
    expect(sayIn('de')(reason!)).toMatch(/leisten/);
    expect(sayIn('fr')(reason!)).toMatch(/payer/);
  });
});
