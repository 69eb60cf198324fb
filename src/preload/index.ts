// The only door between the sandboxed page and the app: send text, receive text, and ask for the
// campaign file dialogs. The page never sees ipcRenderer or any Node API, and the host validates
// everything that comes through.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, MESSAGE_CHANNEL, SEND_CHANNEL, systemLanguagesFromArgs, type TharsisBridge } from '../shared/bridge';
import { EXPORT_CAMPAIGN_CHANNEL, IMPORT_CAMPAIGN_CHANNEL, isImportChoice, type CampaignFileAnswer } from '../shared/campaignFile';

const bridge: TharsisBridge = {
  // The sandboxed preload's process polyfill keeps argv, where the main process put the system's languages.
  systemLanguages: Object.freeze(systemLanguagesFromArgs(process.argv)),
  send(text: string): void {
    if (typeof text === 'string') ipcRenderer.send(SEND_CHANNEL, text);
  },
  onMessage(cb: (text: string) => void): () => void {
    // Wrap the callback so the page never receives the IPC event object.
    const listener = (_event: IpcRendererEvent, text: unknown) => {
      if (typeof text === 'string') cb(text);
    };
    ipcRenderer.on(MESSAGE_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(MESSAGE_CHANNEL, listener);
    };
  },
  exportCampaign(campaignId: string): Promise<CampaignFileAnswer> {
    return ipcRenderer.invoke(EXPORT_CAMPAIGN_CHANNEL, String(campaignId)) as Promise<CampaignFileAnswer>;
  },
  importCampaign(request): Promise<CampaignFileAnswer> {
    // Only the choice crosses: the dialog, the path and the file stay in the main process.
    const choice = isImportChoice(request?.choice) ? request.choice : undefined;
    return ipcRenderer.invoke(IMPORT_CAMPAIGN_CHANNEL, { choice }) as Promise<CampaignFileAnswer>;
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
