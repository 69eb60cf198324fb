// Carries out an answer that has already been checked against the seat's decision.
import { withArticle } from '../../shared/words';
import type { DiceMove } from '../../shared/dice/moves';
import { bonusCard, cardName, lastingSources, projectCard } from './cards/catalogue';
import type { TriggerEvent } from './cards/vocabulary';
import { STANDARD_PROJECTS } from './data/standardProjects';
import { drawCards } from './deck';
import { count, log, nameOf } from './log';
import { enqueue } from './queue';
import { pay, removeResource, resourceLabel, rollDice } from './resources';
import type { Decision, DiceState } from './state';
import { placeNeutralTile } from './soloStart';
import { placeTile } from './terraform';
import { fireEvent } from './triggers';

const PLAY_EVENT: Record<'green' | 'red' | 'blue', TriggerEvent> = { green: 'greenCard', red: 'redCard', blue: 'blueCard' };

/** Chosen in secret: the choice stays the seat's own until everyone has chosen (phases.ts founds them). */
function chooseCorporation(state: DiceState, seat: number, id: string): void {
  state.players[seat].corporationOptions = [id];
  state.setupQueue.shift();
}

function playCard(state: DiceState, seat: number, id: string): void {
  const player = state.players[seat];
  const card = projectCard(id);
  pay(state, seat, card.cost);
  player.hand.splice(player.hand.indexOf(id), 1);
  player.played.push(id);
  log(state, `${player.name} plays ${card.name}.`);
  count(state, `play.${card.colour}`);
  enqueue(state, seat, card.effects ?? [], id);
  fireEvent(state, seat, PLAY_EVENT[card.colour]);
}

function useCardAction(state: DiceState, seat: number, id: string): void {
  const player = state.players[seat];
  const source = lastingSources(player).find((s) => s.id === id);
  if (!source?.action) throw new Error(`${id} has no action`);
  pay(state, seat, source.action.cost);
  player.used.push(id);
  log(state, `${player.name} uses ${cardName(id)}.`);
  count(state, `action.${source.action.timing}`);
  enqueue(state, seat, source.action.gain, id);
}

function takeBonus(state: DiceState, seat: number, id: string): void {
  const player = state.players[seat];
  state.bonusDeck.splice(state.bonusDeck.indexOf(id), 1);
  player.bonusCards.push(id);
  // The solo game's first bonus card comes after setup, not from the VP track.
  if (state.flow !== 'soloBonus') player.bonusStepsTaken++;
  log(state, `${player.name} takes the bonus card ${bonusCard(id).name}.`);
  enqueue(state, seat, bonusCard(id).effects, id);
}

export function performAnswer(state: DiceState, decision: Decision, move: DiceMove): void {
  const seat = decision.seat;
  const player = state.players[seat];
  const t = state.turnProgress;
  state.pending = null;
  switch (move.type) {
    case 'chooseCorporation':
      return chooseCorporation(state, seat, move.corporation);
    case 'give': {
      if (decision.kind !== 'gift') return;
      const label = resourceLabel(player, move.resource);
      if (move.resource === 'wild') {
        player.wild--;
        state.players[decision.to].wild++;
      } else {
        state.players[decision.to].dice.push(...player.dice.splice(move.resource, 1));
      }
      log(state, `${player.name} gives ${label} to ${nameOf(state, decision.to)}.`);
      return;
    }
    case 'productionTurn':
      t.kind = 'production';
      log(state, `${player.name} takes a production turn.`);
      return;
    case 'actionTurn':
      t.kind = 'action';
      return;
    case 'keepDice': {
      const keep = new Set(move.dice);
      const returned = player.dice.filter((_, i) => !keep.has(i));
      for (const d of returned) state.pool[d.colour]++;
      player.dice = player.dice.filter((_, i) => keep.has(i));
      t.productionStep = 'discard';
      log(state, `${player.name} keeps ${player.dice.length} dice and returns ${returned.length}.`);
      return;
    }
    case 'discardCards':
      for (const id of move.cards) player.hand.splice(player.hand.indexOf(id), 1);
      state.discard.push(...move.cards);
      t.productionStep = 'produce';
      if (move.cards.length) log(state, `${player.name} discards ${move.cards.length} card${move.cards.length > 1 ? 's' : ''}.`);
      return;
    case 'rollDie': {
      const [die] = rollDice(state, seat, move.colour, 1);
      log(state, `${player.name} rolls a ${move.colour} die: ${die.face}.`);
      t.supportsDone++;
      return;
    }
    case 'setFace': {
      // Turn the target first: removing the paying die may shift indices.
      const target = player.dice[move.die];
      const before = target.face;
      target.face = move.face;
      const paid = removeResource(state, seat, move.pay);
      log(state, `${player.name} pays ${paid} to turn ${before} into ${move.face}.`);
      t.supportsDone++;
      return;
    }
    case 'drawCards': {
      const paid = removeResource(state, seat, move.pay);
      const n = drawCards(state, seat, 2);
      log(state, `${player.name} pays ${paid} to draw ${n} cards.`);
      t.supportsDone++;
      return;
    }
    case 'cardAction': {
      const source = lastingSources(player).find((s) => s.id === move.card);
      useCardAction(state, seat, move.card);
      if (source?.action?.timing === 'support') t.supportsDone++;
      if (source?.action?.timing === 'main') t.mainDone = true;
      return;
    }
    case 'standard': {
      const sp = STANDARD_PROJECTS[move.project];
      pay(state, seat, sp.cost);
      log(state, `${player.name}: ${sp.name}.`);
      count(state, `standard.${move.project}`);
      enqueue(state, seat, sp.effects, `standard ${move.project}`);
      t.mainDone = true;
      return;
    }
    case 'playCard':
      playCard(state, seat, move.card);
      t.mainDone = true;
      return;
    case 'secondSupport':
      t.secondSupport = true;
      return;
    case 'place':
      if (decision.kind === 'place') placeTile(state, seat, decision.tile, move.area);
      if (decision.kind === 'soloStart') {
        placeNeutralTile(state, decision.tile, move.area);
        log(state, `Solo setup: a neutral ${decision.tile} on ${move.area} (no VP, no bonus).`);
      }
      return;
    case 'rotate': {
      const die = player.dice[move.die];
      log(state, `${player.name} turns ${withArticle(die.face)} to ${move.face}.`);
      die.face = move.face;
      if (decision.kind === 'rotate' && decision.left > 1) state.queue.unshift({ seat, effect: { rotate: decision.left - 1 }, source: decision.source });
      return;
    }
    case 'chooseColour': {
      if (decision.kind !== 'chooseColour') return;
      const got = rollDice(state, seat, move.colour, decision.n);
      log(state, `${player.name} rolls ${move.colour}: ${got.map((d) => d.face).join(', ')}.`);
      return;
    }
    case 'lose': {
      const lost = removeResource(state, seat, move.resource);
      log(state, `${player.name} loses ${lost}.`);
      return;
    }
    case 'chooseBonus':
      return takeBonus(state, seat, move.bonus);
    case 'skip':
      if (decision.kind === 'support') t.supportsDone++;
      else if (decision.kind === 'main') t.mainDone = true;
      return;
    case 'endTurn':
      t.ended = true;
      return;
  }
}
