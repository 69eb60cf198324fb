// Electron's route for campaign files (src/shared/campaignFile.ts): the page asks to export or import,
// and the main process shows the native save/open dialog, so the page never names a path. The file
// read is capped and checked like any import; a file picked for an import that meets a conflict is kept
// (per window) until the player chooses replace or keep both.
import type { Dialog, IpcMain, IpcMainInvokeEvent } from 'electron';
import * as path from 'node:path';
import { EXPORT_CAMPAIGN_CHANNEL, IMPORT_CAMPAIGN_CHANNEL, isImportChoice, type CampaignFileAnswer } from '../shared/campaignFile';
import type { CampaignFiles } from '../host/campaigns/campaignFiles';
import { MAX_CAMPAIGN_EXPORT_BYTES } from '../host/campaigns/campaignTransfer';
import { msg } from '../shared/message';
import { writeFileAtomically } from '../host/atomicWrite';
import { readSmallRegularFile } from '../host/saveStore';

const FILTERS = [{ name: 'Tharsis campaign', extensions: ['json'] }];
const NOT_OURS: CampaignFileAnswer = { ok: false, error: msg('host.campaignFile.notOurWindow') };
const CANCELLED: CampaignFileAnswer = { ok: false, cancelled: true, error: msg('host.campaignFile.noFileChosen') };

export function handleCampaignFiles(
  ipc: Pick<IpcMain, 'handle'>,
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>,
  files: CampaignFiles,
  fromOurPage: (event: IpcMainInvokeEvent) => boolean,
): void {
  const pending = new Map<number, string>();

  ipc.handle(EXPORT_CAMPAIGN_CHANNEL, async (event, campaignId: unknown): Promise<CampaignFileAnswer> => {
    if (!fromOurPage(event)) return NOT_OURS;
    if (typeof campaignId !== 'string') return { ok: false, error: msg('host.campaignFile.noCampaignNamed') };
    const exported = files.exportText(campaignId);
    if (!exported.ok) return exported;
    const picked = await dialog.showSaveDialog({ title: 'Export campaign', defaultPath: exported.value.fileName, filters: FILTERS });
    if (picked.canceled || !picked.filePath) return CANCELLED;
    const written = writeFileAtomically(path.dirname(picked.filePath), path.basename(picked.filePath), exported.value.text);
    return written.ok ? { ok: true, name: path.basename(picked.filePath) } : { ok: false, error: msg('host.file.couldNotWrite', { kind: 'campaignExport', detail: written.error }) };
  });

  ipc.handle(IMPORT_CAMPAIGN_CHANNEL, async (event, request: unknown): Promise<CampaignFileAnswer> => {
    if (!fromOurPage(event)) return NOT_OURS;
    const choice = request !== null && typeof request === 'object' ? (request as { choice?: unknown }).choice : undefined;
    if (choice !== undefined && !isImportChoice(choice)) return { ok: false, error: msg('host.campaignFile.unknownChoice') };
    const window = event.sender.id;
    let text = choice === undefined ? undefined : pending.get(window);
    pending.delete(window);
    if (text === undefined) {
      const picked = await dialog.showOpenDialog({ title: 'Import campaign', properties: ['openFile'], filters: FILTERS });
      const file = picked.filePaths[0];
      if (picked.canceled || !file) return CANCELLED;
      const read = readSmallRegularFile(file, MAX_CAMPAIGN_EXPORT_BYTES, 'campaignExport');
      if (!read.ok) return read;
      text = read.value;
    }
    const imported = files.importText(text, choice);
    if (imported.ok) return { ok: true, name: imported.value.name };
    if (!imported.conflict) return { ok: false, error: imported.error };
    pending.set(window, text);
    return { ok: false, error: imported.error, conflict: true };
  });
}
