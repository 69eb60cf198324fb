// The only door between the sandboxed page and the app: send text, receive text. The page never sees
// ipcRenderer or any Node API, and the host validates everything that comes through.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, MESSAGE_CHANNEL, SEND_CHANNEL, type TharsisBridge } from '../shared/bridge';

const bridge: TharsisBridge = {
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
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
