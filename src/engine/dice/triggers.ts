// Lasting effects that react to events: every player's cards are checked, "by anyone" or "by you".
import { lastingSources } from './cards/catalogue';
import type { TriggerEvent } from './cards/vocabulary';
import { enqueue } from './queue';
import type { DiceState } from './state';

export function fireEvent(state: DiceState, actor: number, event: TriggerEvent): void {
  state.players.forEach((player, seat) => {
    for (const source of lastingSources(player)) {
      for (const trigger of source.triggers ?? []) {
        if (trigger.on !== event) continue;
        if (trigger.by === 'self' && seat !== actor) continue;
        enqueue(state, seat, trigger.then, source.id);
      }
    }
  });
}
