import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: {
      // The hint worker is its own bundle beside the main one (src/host/hints/hintRunner.ts starts it).
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts'), hintWorker: resolve(__dirname, 'src/host/hints/hintWorker.ts') } },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // Sandboxed windows (sandbox: true) load preloads only as CommonJS, never as ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react()],
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
});
