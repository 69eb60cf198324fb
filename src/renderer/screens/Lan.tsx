// LAN screens: joining a game another computer hosts, and the host's panel (code, addresses, who is
// connected, bots for seats whose player dropped out).
import { useState } from 'react';
import type { FailedJoin } from '../../shared/protocol';
import { lanActions, useLan } from '../lan';
import { actions, useApp } from '../store';
import { Shell } from './Menus';
import { UndoSwitch } from '../undo/UndoSwitch';
import { HintSwitch } from '../hints/HintSwitch';
import { Popover } from '../common/Popover';
import { useSay } from '../i18n/useSay';
import { SYSTEM_NAME_KEYS } from '../campaigns/campaignWords';
import { foundGameName } from './foundGameName';

export function JoinScreen() {
  const lobby = useLan((s) => s.lobby);
  const joinedHost = useLan((s) => s.joinedHost);
  const say = useSay();
  return (
    <Shell title={say('lan.join.title')} tagline={say('lan.join.tagline')}>
      {lobby ? (
        <SeatPicker />
      ) : joinedHost ? (
        <div className="hint" data-testid="lan-connecting">
          {say('lan.join.connectingTo', { host: joinedHost.replace(/^ws:\/\/|\/ws$/g, '') })}
        </div>
      ) : (
        <FindHost />
      )}
      {joinedHost && (
        <div className="row-buttons">
          <button type="button" data-testid="lan-leave-host" onClick={() => lanActions.leaveHost()}>
            {say('lan.join.leaveHost')}
          </button>
        </div>
      )}
    </Shell>
  );
}

/** At a host: type its code and take a free seat. */
function SeatPicker() {
  const lobby = useLan((s) => s.lobby)!;
  const status = useApp((s) => s.status);
  const [code, setCode] = useState('');
  const say = useSay();
  const codeOk = /^[A-Za-z0-9]{4,12}$/.test(code.trim());
  if (!lobby.gameId) {
    return (
      <div className="hint" data-testid="lan-no-game">
        {status === 'open' ? say('lan.join.noGame') : say('lan.join.connectingHost')}
      </div>
    );
  }
  const held = lanActions.heldToken() !== undefined && lobby.seats.some((s) => !s.open && !s.connected && s.kind === 'human');
  const allTaken = !held && lobby.seats.every((seat) => !seat.open);
  return (
    <div className="lan-join" data-testid="lan-lobby">
      {held && (
        <button type="button" className="primary" data-testid="lan-return" onClick={() => lanActions.returnToSeat()}>
          {say('lan.join.backToSeat')}
        </button>
      )}
      <div className="hint">{lobby.system ? say('lan.join.enterCodeFor', { game: say(SYSTEM_NAME_KEYS[lobby.system]) }) : say('lan.join.enterCode')}</div>
      {!allTaken && (
        <label>
          {say('lan.code.label')}{' '}
          <input data-testid="lan-code" value={code} maxLength={12} autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} />
        </label>
      )}
      {allTaken && (
        <div className="warn" data-testid="lan-all-taken" role="status">
          {say('lan.join.allTaken')}
        </div>
      )}
      <div className="lan-seats">
        {lobby.seats.map((seat) => (
          <div key={seat.seat} className="seat-row" data-testid={`lan-seat-${seat.seat}`}>
            <span>{seat.name}</span>
            <span className="hint">{say('lan.seat.state', { state: seat.kind === 'bot' ? 'bot' : seat.open ? 'free' : seat.connected ? 'playing' : 'taken' })}</span>
            {seat.open && (
              <button type="button" className="primary small" data-testid={`take-seat-${seat.seat}`} disabled={!codeOk} onClick={() => lanActions.takeSeat(code, seat.seat)}>
                {say('lan.seat.take')}
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/** From this app: find hosts on the network, or type an address. */
function FindHost() {
  const games = useLan((s) => s.games);
  const searching = useLan((s) => s.searching);
  const [address, setAddress] = useState('');
  const say = useSay();
  return (
    <div className="lan-join">
      <div className="row-buttons">
        <button type="button" data-testid="lan-discover" disabled={searching} onClick={() => lanActions.discover()}>
          {searching ? say('lan.find.looking') : say('lan.find.look')}
        </button>
      </div>
      {games?.length === 0 && <div className="hint" data-testid="lan-none-found">{say('lan.find.noneFound')}</div>}
      {games?.map((game) => (
        <div key={`${game.address}:${game.port}`} className="seat-row" data-testid="lan-found">
          <span data-testid="lan-found-name">{foundGameName(say, game)}</span>
          <span className="hint">
            {game.address}:{game.port}
          </span>
          <button type="button" className="primary small" onClick={() => lanActions.connectTo(`${game.address}:${game.port}`)}>
            {say('lan.find.connect')}
          </button>
        </div>
      ))}
      <div className="seed-row">
        <label>
          {say('lan.find.address')}{' '}
          <input data-testid="lan-address" placeholder="192.168.1.5:5171" value={address} maxLength={64} onChange={(e) => setAddress(e.target.value)} />
        </label>
        <button type="button" className="primary small" data-testid="lan-connect" disabled={!address.trim()} onClick={() => lanActions.connectTo(address)}>
          {say('lan.find.connect')}
        </button>
      </div>
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('common.nav.back')}
        </button>
      </div>
    </div>
  );
}

/** Devices that typed wrong join codes: guessing shows here, and who is locked out for now. */
function FailedJoins({ failed }: { failed: FailedJoin[] }) {
  const say = useSay();
  if (failed.length === 0) return null;
  return (
    <div className="lan-failed" data-testid="lan-failed-joins">
      <div className="hint">{say('lan.failed.title')}</div>
      {failed.slice(0, 5).map((f) => (
        <div key={f.address} className="hint" data-testid="lan-failed-join" data-locked={f.lockedOut}>
          {say(f.lockedOut ? 'lan.failed.lockedOut' : 'lan.failed.wrong', { address: f.address, count: f.wrong })}
        </div>
      ))}
      {failed.length > 5 && <div className="hint">{say('lan.failed.more', { count: failed.length - 5 })}</div>}
    </div>
  );
}

/**
 * The host window's LAN controls, over the game; remote players do not get it. Folded, a chip (in the game's
 * header row when it has one); open, an opaque panel that Floating UI keeps inside the window below the chip,
 * closed by Hide, Esc or a click outside.
 * @param inHeader the chip sits in the game's header row (taking its own room there) instead of floating over it.
 */
export function HostLanPanel({ inHeader = false }: { inHeader?: boolean }) {
  const hosting = useLan((s) => s.hosting);
  const mySeat = useLan((s) => s.mySeat);
  const joinedHost = useLan((s) => s.joinedHost);
  const session = useApp((s) => s.session);
  const say = useSay();
  if (!session || mySeat !== null || joinedHost !== null) return null;
  const remote = session.lan?.filter((p) => p.remote) ?? [];
  const connected = remote.filter((p) => p.connected).length;
  return (
    <div className={`lan-panel collapsed${inHeader ? ' in-header' : ''}`}>
      <Popover
        id="lan"
        button={hosting ? say('lan.panel.chipHosting', { code: hosting.code, connected, total: remote.length }) : say('lan.panel.chip')}
        buttonTestId="lan-panel-open"
        buttonLabel={say('lan.panel.chipHint')}
        buttonTitle={say('lan.panel.chipHint')}
        panelClassName="lan-panel lan-pop"
        panelTestId="lan-panel"
        placement="bottom"
        gap={inHeader ? HEADER_GAP : 6}
      >
        {(close) => <LanPanelBody close={close} />}
      </Popover>
    </div>
  );
}

/** What the host's panel says of each seat (its data-state stays the English id the tests read). */
const PRESENCE_KEYS: Record<string, string> = {
  here: 'lan.presence.here',
  bot: 'lan.presence.bot',
  connected: 'lan.presence.connected',
  disconnected: 'lan.presence.disconnected',
  'waiting for a player': 'lan.presence.waiting',
};

/** From a chip in the game's header row to below the row (its padding and border). */
const HEADER_GAP = 14;

function LanPanelBody({ close }: { close: () => void }) {
  const hosting = useLan((s) => s.hosting);
  const session = useApp((s) => s.session)!;
  const [keep, setKeep] = useState<number[] | null>(null);
  const say = useSay();
  const people = session.seats.filter((s) => s.kind === 'human' || session.lan?.[s.seat]?.remote);
  const kept = keep ?? people.slice(0, 1).map((s) => s.seat);
  return (
    <>
      {hosting ? (
        <>
          <div className="lan-panel-head">
            <span>
              {say('lan.code.label')} <strong data-testid="lan-join-code">{hosting.code}</strong>
            </span>
            <button type="button" className="small" data-testid="lan-panel-fold" onClick={close}>
              {say('lan.panel.hide')}
            </button>
          </div>
          <div className="hint" data-testid="lan-addresses">
            {hosting.addresses.length ? hosting.addresses.map((a) => `http://${a}:${hosting.port}`).join('  ·  ') : say('lan.panel.noNetwork', { port: String(hosting.port) })}
          </div>
          <div data-testid="lan-port" data-port={hosting.port} hidden />
          {session.lan?.map((presence) => {
            const seat = session.seats[presence.seat];
            const state = !presence.remote ? 'here' : seat.kind === 'bot' ? 'bot' : presence.connected ? 'connected' : presence.claimed ? 'disconnected' : 'waiting for a player';
            return (
              <div key={presence.seat} className="lan-presence" data-testid={`lan-presence-${presence.seat}`} data-state={state}>
                <span>{seat.name}</span> <span className="hint">{say(PRESENCE_KEYS[state])}</span>
                {presence.remote && !presence.connected && seat.kind === 'human' && (
                  <button type="button" className="small" data-testid={`seat-to-bot-${presence.seat}`} onClick={() => lanActions.seatToBot(presence.seat)}>
                    {say('lan.presence.toBot')}
                  </button>
                )}
              </div>
            );
          })}
          <FailedJoins failed={hosting.failedJoins} />
          <UndoSwitch />
          <HintSwitch />
          <button type="button" className="small" data-testid="lan-stop" onClick={() => lanActions.host(false)}>
            {say('lan.panel.stop')}
          </button>
        </>
      ) : (
        <>
          <div className="hint">{say('lan.panel.intro')}</div>
          {session.seedSecrecy !== undefined && session.seedSecrecy !== 'secret' && (
            <div className="warn" data-testid="lan-seed-warning">
              {session.seedSecrecy === 'typed' ? say('lan.panel.typedSeed') : say('lan.panel.oldSeed')}
            </div>
          )}
          {people.map((seat) => (
            <label key={seat.seat} className="check">
              <input
                type="checkbox"
                data-testid={`lan-keep-${seat.seat}`}
                checked={kept.includes(seat.seat)}
                onChange={(e) => setKeep(e.target.checked ? [...kept, seat.seat] : kept.filter((s) => s !== seat.seat))}
              />
              {seat.name}
            </label>
          ))}
          <div className="row-buttons">
            <button type="button" className="small" onClick={close}>
              {say('lan.panel.close')}
            </button>
            <button type="button" className="primary small" data-testid="lan-host" onClick={() => lanActions.host(true, kept)}>
              {say('lan.panel.host')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
