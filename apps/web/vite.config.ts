import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Keep the browser's Host header so the API's same-origin check (Origin vs Host) holds in development.
const apiProxy = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The tsconfig's paths: `@/` is src.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  server: {
    proxy: {
      '/api': apiProxy,
      '/files': apiProxy,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
