// What one seat may see: its own hand, everyone's public board, and never the deck order.
import { RESOURCES, type CardId, type Seat } from '../../shared/tm/basics';
import type { CardInfo, SpaceView, TmView } from '../../shared/tm/view';
import { allSpaces } from './board';
import { cardInfo } from './cards/catalogue';
import { coloniesView } from './colonies/view';
import { cornucopiaView } from './cornucopia/view';
import { waitingFor } from './legal';
import { AWARDS, awardTerms, MILESTONES, milestoneTerms } from './milestonesAwards';
import { cardPaymentRules } from './payment';
import { spaceChoicesView } from './spaceChoicesView';
import { cardIdNamed, spaceNaming } from './tiles';
import { standardProjectsView } from './standardProjectsView';
import { PARAMETER_RULES } from './parameters';
import { tagCounts } from './players';
import { scoreLines } from './scoring';
import type { TmState } from './state';

function spaces(state: TmState): SpaceView[] {
  const out: SpaceView[] = [];
  for (const s of allSpaces()) {
    const tile = state.tiles[s.id];
    if (s.type === 'offmap' && !tile) continue;
    out.push({
      id: s.id, row: s.row, col: s.col, type: s.type, bonus: s.bonus, ...spaceNaming(s),
      tile: tile ? { kind: tile.kind, owner: tile.owner, ...(tile.special ? { specialCard: cardIdNamed(tile.special) } : {}) } : undefined,
      ...(state.claims?.[s.id] !== undefined ? { claimedBy: state.claims[s.id] } : {}),
    });
  }
  return out;
}

/**
 * The seats whose opening (corporation, kept cards) this viewer may not see yet: in the board game everyone
 * reveals together once all have chosen, so until setup ends another seat's choice stays out of the view, its
 * board and its log lines. A beginner's corporation is dealt, not chosen, and is public from the start.
 */
function setupSecrets(state: TmState, viewer: Seat | null): Set<Seat> {
  if (state.flow !== 'setup') return new Set();
  return new Set(state.players.filter((p) => p.seat !== viewer && !p.beginner).map((p) => p.seat));
}

/** A seat's public board as it was before its opening choice (what a corporation and kept cards would change). */
function beforeTheOpening(state: TmState, p: TmState['players'][number]): TmView['players'][number] {
  const dealt = state.options.corporateEra ? 0 : 1; // the base game's one production step of each kind
  const production = { ...p.production };
  for (const r of RESOURCES) production[r] = dealt;
  const stock = { ...p.stock };
  for (const r of RESOURCES) stock[r] = 0;
  return {
    seat: p.seat, name: p.name, color: p.color, corporation: null, tr: p.tr, stock, production, handCount: 0,
    hand: undefined, played: [], passed: p.passed, tags: {}, vp: p.tr,
  };
}

export function viewFor(state: TmState, viewer: Seat | null): TmView {
  const cards: Record<CardId, CardInfo> = {};
  const mention = (id: CardId) => {
    if (!cards[id]) cards[id] = cardInfo(id);
  };
  const running = scoreLines(state);
  const secret = setupSecrets(state, viewer);
  const players = state.players.map((p) => {
    if (secret.has(p.seat)) return beforeTheOpening(state, p);
    const seesHand = viewer === p.seat || state.finished;
    if (seesHand) p.hand.forEach(mention);
    p.played.forEach((c) => mention(c.id));
    if (p.corporation) mention(p.corporation);
    return {
      seat: p.seat, name: p.name, color: p.color, corporation: p.corporation, tr: p.tr,
      stock: { ...p.stock }, production: { ...p.production }, handCount: p.hand.length,
      hand: seesHand ? [...p.hand] : undefined,
      ...(seesHand ? { handPrices: Object.fromEntries(p.hand.map((id) => [id, cardPaymentRules(state, p.seat, id).cost])) } : {}),
      played: [...(p.corporationCard ? [p.corporationCard] : []), ...p.played].map((c) => ({ id: c.id, resources: c.resources, actionUsed: c.actionUsed })),
      passed: p.passed, tags: tagCounts(p), vp: running[p.seat].total,
    };
  });
  const decision = viewer === null ? undefined : state.pending[viewer];
  const prompt = decision ? decision.prompt : null;
  if (prompt?.kind === 'cards') prompt.cards.forEach(mention);
  if (prompt?.kind === 'opening') {
    prompt.cards.forEach(mention);
    prompt.corporations.forEach((c) => mention(c.id));
  }
  if (prompt?.kind === 'action') {
    for (const c of prompt.choices) {
      if (c.type === 'playCard') c.cards.forEach((pc) => mention(pc.card));
      if (c.type === 'cardAction') c.cards.forEach(mention);
    }
  }
  return {
    system: 'tm', viewer, generation: state.generation, phase: state.flow, firstPlayer: state.firstPlayer,
    activePlayer: state.activePlayer, parameters: { ...state.parameters }, parameterLimits: PARAMETER_RULES,
    spaces: spaces(state), players,
    milestones: MILESTONES.map((m) => ({
      name: m.name, threshold: m.threshold,
      claimedBy: state.claimedMilestones.find((c) => c.name === m.name)?.seat ?? null,
      progress: state.players.map((p) => m.progress(state, p.seat)),
    })),
    awards: AWARDS.map((a) => ({
      name: a.name,
      fundedBy: state.fundedAwards.find((f) => f.name === a.name)?.seat ?? null,
      standings: state.players.map((p) => a.standing(state, p.seat)),
    })),
    milestoneTerms: milestoneTerms(state),
    awardTerms: awardTerms(state),
    standardProjects: viewer === null ? [] : standardProjectsView(state, viewer),
    ...(prompt?.kind === 'space' && viewer !== null ? { spaceChoices: spaceChoicesView(state, viewer, prompt.spaces) } : {}),
    prompt: prompt ? structuredClone(prompt) : null,
    waitingFor: waitingFor(state),
    log: (secret.size ? state.log.filter((line) => line.seat === null || !secret.has(line.seat)) : state.log).slice(), // the whole game: a player reads it from the first line
    deckCount: state.deck.length, discardCount: state.discard.length,
    options: { ...state.options }, cards, scores: state.scores, seed: state.finished ? state.seed : null,
    ...(state.colonies ? { colonies: coloniesView(state) } : {}),
    ...(state.cornucopia ? { cornucopia: cornucopiaView(state, viewer) } : {}),
  };
}

