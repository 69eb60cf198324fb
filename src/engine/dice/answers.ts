// Carries out an answer that has already been checked against the seat's decision.
import { colourName, diceCardName, faceName, facesList, standardProjectName } from '../../shared/dice/words';
import type { DiceMove } from '../../shared/dice/moves';
import { bonusCard, lastingSources, projectCard } from './cards/catalogue';
import type { TriggerEvent } from './cards/vocabulary';
import { STANDARD_PROJECTS } from './data/standardProjects';
import { drawCards } from './deck';
import { count, log, nameOf } from './log';
import { enqueue } from './queue';
import { pay, removeResource, resourceLabel, rollDice } from './resources';
import type { Decision, DiceState } from './state';
import { placeNeutralTile } from './soloStart';
import { placeOf, placeTile } from './terraform';
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
  log(state, 'playsCard', { player: player.name, card: diceCardName(id) });
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
  log(state, 'usesCard', { player: player.name, card: diceCardName(id) });
  count(state, `action.${source.action.timing}`);
  enqueue(state, seat, source.action.gain, id);
}

function takeBonus(state: DiceState, seat: number, id: string): void {
  const player = state.players[seat];
  state.bonusDeck.splice(state.bonusDeck.indexOf(id), 1);
  player.bonusCards.push(id);
  // The solo game's first bonus card comes after setup, not from the VP track.
  if (state.flow !== 'soloBonus') player.bonusStepsTaken++;
  log(state, 'takesBonus', { player: player.name, card: diceCardName(id) });
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
      log(state, 'gives', { player: player.name, resource: label, to: nameOf(state, decision.to) });
      return;
    }
    case 'productionTurn':
      t.kind = 'production';
      log(state, 'productionTurn', { player: player.name });
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
      log(state, 'keepsDice', { player: player.name, kept: player.dice.length, returned: returned.length });
      return;
    }
    case 'discardCards':
      for (const id of move.cards) player.hand.splice(player.hand.indexOf(id), 1);
      state.discard.push(...move.cards);
      t.productionStep = 'produce';
      if (move.cards.length) log(state, 'discards', { player: player.name, count: move.cards.length });
      return;
    case 'rollDie': {
      const [die] = rollDice(state, seat, move.colour, 1);
      log(state, 'rolls', { player: player.name, count: 1, colour: colourName(move.colour), faces: facesList([die.face]) });
      t.supportsDone++;
      return;
    }
    case 'setFace': {
      // Turn the target first: removing the paying die may shift indices.
      const target = player.dice[move.die];
      const before = target.face;
      target.face = move.face;
      const paid = removeResource(state, seat, move.pay);
      log(state, 'paysToTurn', { player: player.name, paid, from: faceName(before), to: faceName(move.face) });
      t.supportsDone++;
      return;
    }
    case 'drawCards': {
      const paid = removeResource(state, seat, move.pay);
      const n = drawCards(state, seat, 2);
      log(state, 'paysToDraw', { player: player.name, paid, count: n });
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
      log(state, 'standardProject', { player: player.name, project: standardProjectName(move.project) });
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
        log(state, 'soloNeutralTile', { tile: decision.tile, place: placeOf(move.area) });
      }
      return;
    case 'rotate': {
      const die = player.dice[move.die];
      log(state, 'turnsDie', { player: player.name, from: faceName(die.face), to: faceName(move.face) });
      die.face = move.face;
      if (decision.kind === 'rotate' && decision.left > 1) state.queue.unshift({ seat, effect: { rotate: decision.left - 1 }, source: decision.source });
      return;
    }
    case 'chooseColour': {
      if (decision.kind !== 'chooseColour') return;
      const got = rollDice(state, seat, move.colour, decision.n);
      log(state, 'rolls', { player: player.name, count: got.length, colour: colourName(move.colour), faces: facesList(got.map((d) => d.face)) });
      return;
    }
    case 'lose': {
      const lost = removeResource(state, seat, move.resource);
      log(state, 'loses', { player: player.name, resource: lost });
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
