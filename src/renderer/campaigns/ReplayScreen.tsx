// The replay of a saved game: a timeline by generation and by move, play/pause at a chosen speed, the
// game's 3D board, the player boards, the watched seat's hand and the log. Each position is the engine's view for the
// watched seat, computed by the host, so a replay shows no more than that seat saw.
import { useEffect, useState } from 'react';
import type { GameView } from '../../shared/protocol';
import { Shell } from '../screens/Menus';
import { actions } from '../store';
import { campaignActions, useCampaigns } from './campaignState';
import { ReplayBoard } from './ReplayBoard';
import './campaigns.css';

const SPEEDS = [
  { label: '1 move/s', ms: 1000 },
  { label: '4 moves/s', ms: 250 },
  { label: '12 moves/s', ms: 80 },
];

export function ReplayScreen() {
  const replay = useCampaigns((s) => s.replay);
  const gameId = useCampaigns((s) => s.gameId);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(SPEEDS[1]!.ms);
  const step = replay?.step ?? 0;
  const length = replay?.length ?? 0;
  const seat = replay?.seat ?? null;
  const go = (target: number) => gameId && campaignActions.step(gameId, Math.max(0, Math.min(length, target)), seat);

  useEffect(() => {
    if (!playing || !gameId || !replay) return;
    if (step >= length) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => campaignActions.step(gameId, step + 1, seat), speed);
    return () => clearTimeout(timer);
  }, [playing, step, length, speed, gameId, seat, replay]);

  if (!replay || !gameId) {
    return (
      <Shell title="Replay">
        <div className="hint">Replaying the saved moves…</div>
      </Shell>
    );
  }
  const marks = replay.generations;
  const current = [...marks].reverse().find((m) => m.step <= step) ?? marks[0];
  const previousGeneration = [...marks].reverse().find((m) => m.step < step)?.step ?? 0;
  const nextGeneration = marks.find((m) => m.step > step)?.step ?? length;
  const view = replay.view;
  return (
    <Shell title="Replay">
      <div className="report-card" data-testid="replay">
        <div className="replay-bar">
          <button type="button" className="small" data-testid="replay-start" onClick={() => go(0)}>
            Start
          </button>
          <button type="button" className="small" data-testid="replay-prev-generation" onClick={() => go(previousGeneration)}>
            ◀◀ Generation
          </button>
          <button type="button" className="small" data-testid="replay-back" onClick={() => go(step - 1)}>
            ◀ Move
          </button>
          <button type="button" className="small primary" data-testid="replay-play" onClick={() => setPlaying(!playing)}>
            {playing ? '⏸ Pause' : '▶ Play'}
          </button>
          <button type="button" className="small" data-testid="replay-forward" onClick={() => go(step + 1)}>
            Move ▶
          </button>
          <button type="button" className="small" data-testid="replay-next-generation" onClick={() => go(nextGeneration)}>
            Generation ▶▶
          </button>
          <button type="button" className="small" data-testid="replay-end" onClick={() => go(length)}>
            End
          </button>
          <select aria-label="Speed" data-testid="replay-speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s.ms} value={s.ms}>
                {s.label}
              </option>
            ))}
          </select>
          <select aria-label="Watch seat" data-testid="replay-seat" value={seat ?? ''} onChange={(e) => campaignActions.step(gameId, step, e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">Everyone (public)</option>
            {view.players.map((p, i) => (
              <option key={i} value={i}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="replay-bar">
          <input type="range" min={0} max={length} value={step} aria-label="Move" data-testid="replay-slider" onChange={(e) => go(Number(e.target.value))} />
          <span data-testid="replay-position">
            {view.system === 'tm' ? 'Generation' : 'Round'} {current?.generation ?? 1} · move {step} / {length}
          </span>
        </div>
        <div className="replay-stage">
          <ReplayBoard view={view} />
          <div className="replay-side">
            <PositionPanel view={view} />
          </div>
        </div>
      </div>
      <div className="row-buttons">
        <button type="button" data-testid="replay-report" onClick={() => actions.goto('report')}>
          Report
        </button>
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          Home
        </button>
      </div>
    </Shell>
  );
}

/** The players' boards, the watched hand and the latest log lines of one position. */
function PositionPanel({ view }: { view: GameView }) {
  const log = view.log.map((entry) => (typeof entry === 'string' ? entry : entry.text));
  return (
    <>
      {view.system === 'tm' && (
        <div className="save-meta" data-testid="replay-parameters">
          Oxygen {view.parameters.oxygen}% · Temperature {view.parameters.temperature}°C · Oceans {view.parameters.oceans}
        </div>
      )}
      <div className="replay-players">
        {view.players.map((player, seat) => (
          <div className="replay-player" key={seat} data-testid="replay-player">
            <strong>{player.name}</strong>
            <div>{playerLine(view, seat)}</div>
            <HandLine view={view} seat={seat} />
          </div>
        ))}
      </div>
      <div className="replay-log" data-testid="replay-log">
        {log.slice(-12).map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      </div>
    </>
  );
}

function playerLine(view: GameView, seat: number): string {
  switch (view.system) {
    case 'tm': {
      const p = view.players[seat]!;
      return `TR ${p.tr} · VP ${p.vp} · ${p.stock.megacredits} M€ · ${p.played.length} cards played · ${p.handCount} in hand`;
    }
    case 'tiny': {
      const p = view.players[seat]!;
      return `${p.credits} credits · ${p.heat} heat · ${p.cities.length} cities`;
    }
    case 'dice': {
      const p = view.players[seat]!;
      return `VP ${p.vp} · ${p.played.length} cards played · ${p.handCount} in hand`;
    }
  }
}

function HandLine({ view, seat }: { view: GameView; seat: number }) {
  if (view.viewer !== seat) return null;
  let names: string[] = [];
  if (view.system === 'tm') names = (view.players[seat]?.hand ?? []).map((id) => view.cards[id]?.name ?? id);
  if (view.system === 'dice') names = (view.players[seat]?.hand ?? []).map((card) => card.name);
  if (view.system === 'tiny') return null;
  return (
    <div className="replay-hand" data-testid="replay-hand">
      Hand: {names.length ? names.join(', ') : 'empty'}
    </div>
  );
}
