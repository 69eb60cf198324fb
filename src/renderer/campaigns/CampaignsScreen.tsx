// The Campaigns screen: create a campaign (seats, bot levels, rules), list them with their standings,
// continue, rename, archive and delete (with confirmation), export one to a file and import one.
import { useEffect, useRef, useState } from 'react';
import type { CampaignFileAnswer, ImportChoice } from '../../shared/campaignFile';
import type { CampaignSeat, CampaignSummary, Standing } from '../../shared/campaign';
import { TM_BOT_LEVEL_NAMES, TM_BOT_LEVELS_BY_STRENGTH } from '../../shared/botLevelNames';
import type { TmBotLevel } from '../../shared/protocol';
import { SYSTEM_IDS, SYSTEM_NAMES, type SystemId } from '../../shared/systems';
import { Shell } from '../screens/Menus';
import { actions, useApp } from '../store';
import { exportCampaignFile, importCampaignFile, importNeedsFilePicker } from './campaignFiles';
import { campaignActions, useCampaigns } from './campaignState';
import { CampaignScoresChart } from './charts';
import './campaigns.css';

const LEVELS: Record<SystemId, readonly string[]> = { tm: TM_BOT_LEVELS_BY_STRENGTH, tiny: ['random', 'basic'], dice: ['random', 'basic'] };
const MAX_SEATS: Record<SystemId, number> = { tm: 5, tiny: 2, dice: 4 };
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];

export function CampaignsScreen() {
  const campaigns = useCampaigns((s) => s.campaigns);
  const skipped = useCampaigns((s) => s.skipped);
  const status = useApp((s) => s.status);
  const [creating, setCreating] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const [transfer, setTransfer] = useState<CampaignFileAnswer | null>(null);
  useEffect(() => {
    if (status === 'open') campaignActions.list();
  }, [status]);
  const transferred = (answer: CampaignFileAnswer) => {
    setTransfer(answer);
    if (answer.ok) campaignActions.list();
  };
  const shown = campaigns?.filter((c) => showArchived || !c.archived) ?? null;
  return (
    <Shell title="Campaigns">
      {creating ? (
        <CreateCampaign onDone={() => setCreating(false)} />
      ) : (
        <div className="row-buttons">
          <button type="button" className="primary" data-testid="new-campaign" onClick={() => setCreating(true)}>
            New campaign
          </button>
          <ImportCampaign onAnswer={transferred} />
        </div>
      )}
      <TransferNote answer={transfer} onChoice={(choice) => void importCampaignFile(null, choice).then(transferred)} onDismiss={() => setTransfer(null)} />
      <div className="campaign-list" data-testid="campaign-list">
        {shown === null && <div className="hint">Loading campaigns…</div>}
        {shown?.length === 0 && <div className="hint">No campaigns yet.</div>}
        {shown?.map((c) => <CampaignRow key={c.id} campaign={c} onExported={setTransfer} />)}
      </div>
      {skipped.length > 0 && (
        <div className="hint warn" data-testid="skipped-campaigns">
          {skipped.map((s) => (
            <div key={s.file}>
              Not loaded: {s.file} — {s.error}
            </div>
          ))}
        </div>
      )}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          Back
        </button>
        <label className="check">
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} /> Show archived
        </label>
      </div>
    </Shell>
  );
}

function CreateCampaign({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [system, setSystem] = useState<SystemId>('tiny');
  const [seats, setSeats] = useState<CampaignSeat[]>([
    { name: NAMES[0]!, kind: 'human' },
    { name: NAMES[1]!, kind: 'bot', level: 'basic' },
  ]);
  const levels = LEVELS[system];
  const update = (i: number, patch: Partial<CampaignSeat>) => setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const changeSystem = (next: SystemId) => {
    setSystem(next);
    setSeats(seats.slice(0, MAX_SEATS[next]).map((s) => (s.kind === 'bot' ? { ...s, level: LEVELS[next].includes(s.level ?? '') ? s.level : LEVELS[next][1] } : s)));
  };
  const valid = name.trim() !== '' && seats.every((s) => s.name.trim() !== '');
  const create = () => {
    const rules = system === 'tm' ? { corporateEra: true, draft: false, solo: seats.length === 1 } : {};
    campaignActions.create({ name: name.trim(), system, seats: seats.map((s) => ({ ...s, name: s.name.trim() })), rules });
    onDone();
  };
  return (
    <div className="campaign-create" data-testid="campaign-create">
      <div className="seat-row">
        <input data-testid="campaign-name" placeholder="Campaign name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <select data-testid="campaign-system" value={system} onChange={(e) => changeSystem(e.target.value as SystemId)}>
          {SYSTEM_IDS.map((id) => (
            <option key={id} value={id}>
              {SYSTEM_NAMES[id]}
            </option>
          ))}
        </select>
      </div>
      {seats.map((seat, i) => (
        <div className="seat-row" key={i}>
          <input data-testid={`campaign-seat-name-${i}`} value={seat.name} maxLength={24} onChange={(e) => update(i, { name: e.target.value })} aria-label={`Seat ${i + 1} name`} />
          <select data-testid={`campaign-seat-kind-${i}`} value={seat.kind} aria-label={`Seat ${i + 1} kind`} onChange={(e) => update(i, e.target.value === 'bot' ? { kind: 'bot', level: levels[1] } : { kind: 'human', level: undefined })}>
            <option value="human">Person</option>
            <option value="bot">Bot</option>
          </select>
          {seat.kind === 'bot' && (
            <select data-testid={`campaign-seat-level-${i}`} value={seat.level} aria-label={`Seat ${i + 1} bot level`} onChange={(e) => update(i, { level: e.target.value })}>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {system === 'tm' ? (TM_BOT_LEVEL_NAMES[level as TmBotLevel]?.label ?? level) : level}
                </option>
              ))}
            </select>
          )}
          {seats.length > 1 && (
            <button type="button" className="small" aria-label={`Remove seat ${i + 1}`} onClick={() => setSeats(seats.filter((_, j) => j !== i))}>
              ✕
            </button>
          )}
        </div>
      ))}
      <div className="row-buttons">
        {seats.length < MAX_SEATS[system] && (
          <button type="button" className="small" data-testid="campaign-add-seat" onClick={() => setSeats([...seats, { name: NAMES[seats.length] ?? `Player ${seats.length + 1}`, kind: 'human' }])}>
            Add seat
          </button>
        )}
        <button type="button" className="primary" data-testid="campaign-create-confirm" disabled={!valid} onClick={create}>
          Create
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Import: the page's file picker in browser mode, the native dialog in Electron. */
function ImportCampaign({ onAnswer }: { onAnswer: (answer: CampaignFileAnswer) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const start = () => (importNeedsFilePicker() ? picker.current?.click() : void importCampaignFile(null).then(onAnswer));
  return (
    <>
      <button type="button" data-testid="import-campaign" onClick={start}>
        Import campaign…
      </button>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-campaign-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importCampaignFile(file).then(onAnswer);
        }}
      />
    </>
  );
}

/** What the last export or import did; after a conflict, the choice between replacing and keeping both. */
function TransferNote({ answer, onChoice, onDismiss }: { answer: CampaignFileAnswer | null; onChoice: (choice: ImportChoice) => void; onDismiss: () => void }) {
  if (!answer || ('cancelled' in answer && answer.cancelled)) return null;
  if (answer.ok) {
    return (
      <div className="hint" data-testid="transfer-done">
        Done: {answer.name}{' '}
        <button type="button" className="small" onClick={onDismiss}>
          OK
        </button>
      </div>
    );
  }
  return (
    <div className="hint warn" data-testid="transfer-error">
      {answer.error}
      <div className="row-buttons">
        {'conflict' in answer && answer.conflict && (
          <>
            <button type="button" className="small danger" data-testid="import-replace" onClick={() => onChoice('replace')}>
              Replace it
            </button>
            <button type="button" className="small" data-testid="import-keep-both" onClick={() => onChoice('keepBoth')}>
              Keep both
            </button>
          </>
        )}
        <button type="button" className="small" onClick={onDismiss}>
          {'conflict' in answer && answer.conflict ? 'Cancel' : 'OK'}
        </button>
      </div>
    </div>
  );
}

function CampaignRow({ campaign, onExported }: { campaign: CampaignSummary; onExported: (answer: CampaignFileAnswer) => void }) {
  const busy = useApp((s) => s.busy);
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const lastFinished = [...campaign.history].reverse().find((g) => g.result !== null);
  return (
    <div className="campaign-row" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <div className="campaign-head">
        {renaming === null ? (
          <span className="save-players" data-testid="campaign-title">
            {campaign.name}
          </span>
        ) : (
          <input data-testid="campaign-rename-input" value={renaming} maxLength={60} onChange={(e) => setRenaming(e.target.value)} />
        )}
        <span className="badge">{SYSTEM_NAMES[campaign.system]}</span>
        {campaign.archived && <span className="badge">archived</span>}
        <span className="save-meta" data-testid="campaign-progress">
          {campaign.finished} finished{campaign.current ? ' · a game in progress' : ''}
        </span>
      </div>
      <StandingsTable standings={campaign.standings} />
      {campaign.finished > 1 && <CampaignScoresChart campaign={campaign} />}
      <div className="row-buttons">
        {confirming ? (
          <>
            <span className="warn">Delete this campaign? Its games stay in the Load screen.</span>
            <button type="button" className="danger small" data-testid="campaign-confirm-delete" onClick={() => campaignActions.remove(campaign.id)}>
              Delete
            </button>
            <button type="button" className="small" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : renaming !== null ? (
          <>
            <button type="button" className="small primary" data-testid="campaign-rename-save" disabled={renaming.trim() === ''} onClick={() => { campaignActions.rename(campaign.id, renaming); setRenaming(null); }}>
              Save name
            </button>
            <button type="button" className="small" onClick={() => setRenaming(null)}>
              Cancel
            </button>
          </>
        ) : (
          <>
            {!campaign.archived && (
              <button type="button" className="primary small" data-testid="campaign-continue" disabled={busy} onClick={() => campaignActions.continue(campaign.id)}>
                {campaign.current ? 'Continue game' : campaign.games === 0 ? 'Start first game' : 'Next game'}
              </button>
            )}
            {lastFinished && (
              <button type="button" className="small" data-testid="campaign-last-report" onClick={() => campaignActions.report(lastFinished.gameId)}>
                Last game's report
              </button>
            )}
            <button type="button" className="small" data-testid="campaign-rename" onClick={() => setRenaming(campaign.name)}>
              Rename
            </button>
            <button type="button" className="small" data-testid="campaign-archive" onClick={() => campaignActions.archive(campaign.id, !campaign.archived)}>
              {campaign.archived ? 'Unarchive' : 'Archive'}
            </button>
            <button type="button" className="small" data-testid="campaign-export" onClick={() => void exportCampaignFile(campaign.id).then(onExported)}>
              Export
            </button>
            <button type="button" className="small" data-testid="campaign-delete" onClick={() => setConfirming(true)}>
              Delete
            </button>
          </>
        )}
      </div>
    </div>
  );
}

export function StandingsTable({ standings }: { standings: Standing[] }) {
  const rated = standings.some((s) => s.rating !== null);
  return (
    <table className="standings" data-testid="standings">
      <thead>
        <tr>
          <th>Seat</th>
          <th>Played</th>
          <th>Wins</th>
          <th>Average</th>
          <th>Best</th>
          {rated && <th title="Weng-Lin (openskill) rating; everyone starts at 1500">Rating</th>}
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr key={s.seat} data-testid="standing-row">
            <td>
              {s.name} {s.kind === 'bot' && <span className="badge">bot</span>}
            </td>
            <td>{s.played}</td>
            <td data-testid="standing-wins">{s.wins}</td>
            <td>{s.avgScore ?? '–'}</td>
            <td>{s.bestScore ?? '–'}</td>
            {rated && <td data-testid="standing-rating">{s.rating}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
