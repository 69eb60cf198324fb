// Electron's entry point: one instance at a time; the shell itself is in shell.ts.
import { app, BrowserWindow } from 'electron';
import { startShell } from './shell';
import { applyUserDataFolder } from './userDataFolder';

applyUserDataFolder(app);
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  startShell({ devUrl: process.env.ELECTRON_RENDERER_URL }).catch((err: unknown) => {
    console.error('Tharsis could not start:', err);
    app.exit(1);
  });
}
