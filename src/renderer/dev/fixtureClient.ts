// A host stand-in for ?fixture=1: answers hello with the sample view and echoes moves into the log.
// URL params: prompt=action|space|cards|player|amount|option|payment|none, ended=1, noGame=1, colonies=1 (moons),
// viewer switch via viewAs.
import type { ClientMessage, HostMessage, SaveSummary, SessionInfo } from '../../shared/protocol';
import type { Move } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import type { ConnectionStatus, HostClient } from '../net/client';
import { sampleColonies } from './sampleColonies';
import { sampleView } from './sampleView';

export class FixtureClient implements HostClient {
  readonly transport = 'fixture' as const;
  private listeners = new Set<(m: HostMessage) => void>();
  private view: TmView;
  private session: SessionInfo = {
    gameId: 'fixture',
    system: 'tm',
    seats: [
      { seat: 0, name: 'Ada', kind: 'human' },
      { seat: 1, name: 'Boris', kind: 'human' },
    ],
    controllable: [0, 1],
  };
  private saves: SaveSummary[] = [
    { id: 'save-a', system: 'tm', savedAt: new Date(Date.now() - 3600_000).toISOString(), players: ['Ada', 'Boris'], generation: 5, phase: 'action', finished: false },
    { id: 'save-b', system: 'tm', savedAt: new Date(Date.now() - 86400_000 * 3).toISOString(), players: ['Chen'], generation: 14, phase: 'ended', finished: true },
  ];
  private hasGame: boolean;

  constructor(params: URLSearchParams) {
    this.view = sampleView(params.get('prompt'), params.get('ended') === '1');
    if (params.get('colonies') === '1') this.view = { ...this.view, colonies: sampleColonies };
    this.hasGame = params.get('noGame') !== '1';
  }

  private emit(m: HostMessage): void {
    setTimeout(() => this.listeners.forEach((cb) => cb(structuredClone(m))), 0);
  }

  private sendView(): void {
    this.emit({ type: 'view', session: this.session, view: this.view });
  }

  send(message: ClientMessage): void {
    switch (message.type) {
      case 'hello':
        this.emit({ type: 'welcome', version: 'fixture' });
        if (this.hasGame) this.sendView();
        else this.emit({ type: 'noGame' });
        return;
      case 'newGame':
        this.hasGame = true;
        this.view = sampleView(null);
        this.emit({ type: 'ok', requestId: message.requestId });
        this.sendView();
        return;
      case 'listSaves':
        this.emit({ type: 'saves', requestId: message.requestId, saves: this.saves });
        return;
      case 'deleteSave':
        this.saves = this.saves.filter((s) => s.id !== message.saveId);
        this.emit({ type: 'ok', requestId: message.requestId });
        return;
      case 'loadSave':
        this.hasGame = true;
        this.sendView();
        return;
      case 'viewAs':
        this.view = { ...this.view, viewer: message.seat, prompt: message.seat === 0 ? this.view.prompt : null };
        this.sendView();
        return;
      case 'leaveGame':
        this.hasGame = false;
        this.emit({ type: 'noGame' });
        return;
      case 'move': {
        // The fixture trusts its own UI: moves are Terraforming Mars moves.
        const move = message.move as Move;
        if (move.type === 'pass') {
          this.emit({ type: 'error', requestId: message.requestId, message: 'Fixture: passing is not simulated.' });
          return;
        }
        const log = [...this.view.log, { generation: this.view.generation, seat: message.seat, text: `Fixture received ${JSON.stringify(move)}` }];
        let spaces = this.view.spaces;
        let prompt = this.view.prompt;
        if (move.type === 'space' && prompt?.kind === 'space') {
          const tile = prompt.tile;
          spaces = spaces.map((s) => (s.id === move.space ? { ...s, tile: { kind: tile, owner: tile === 'ocean' ? null : message.seat } } : s));
          prompt = { ...prompt, spaces: prompt.spaces.filter((id) => id !== move.space) };
        }
        this.view = { ...this.view, log, spaces, prompt };
        this.emit({ type: 'ok', requestId: message.requestId });
        this.sendView();
        return;
      }
    }
  }

  onMessage(cb: (m: HostMessage) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }
  onStatus(cb: (s: ConnectionStatus) => void): () => void {
    queueMicrotask(() => cb('open'));
    return () => undefined;
  }
  close(): void {
    this.listeners.clear();
  }
}
