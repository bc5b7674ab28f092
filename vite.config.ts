import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { runtimeCaching } from './src/app/pwa/runtime-caching';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    react(),
    VitePWA({
      // The app asks before activating a new version: never a silent reload mid-work.
      registerType: 'prompt',
      injectRegister: false,
      // The precache glob below already lists the manifest's icons; this would list them again.
      includeManifestIcons: false,
      manifest: {
        name: '轻办',
        short_name: '轻办',
        description: '轻办 — 离线优先的办公管理平台',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f0f2f5',
        theme_color: '#1890ff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every file of the build once (public/ icons included: no includeAssets, which listed them twice).
        // Not the ~400 KB-gzip barcode reader wasm: it is cached at run time and kept ahead by a
        // checker's stocktake download (src/components/scanner/offline-cache.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,json,woff2}'],
        navigateFallback: '/index.html',
        // API answers belong to the sync store, never to the service worker cache; images and avatars
        // (/api/file/Image/**) are kept cache-first with a size cap (src/app/pwa/runtime-caching.ts).
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  optimizeDeps: { include: ['comlink', 'fuse.js', 'hash-wasm', 'pinyin-pro'] },
  worker: { format: 'es' },
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Mantine's direction provider stays with InputBase, where the sign-in screen needs both: a lazy
        // chunk that uses one without the other (the header's messages bell) would otherwise split it
        // into a file of its own on the first download (bench/client-bundle.ts, ADR 0019).
        codeSplitting: { groups: [{ name: 'InputBase', test: /@mantine[\\/]core[\\/]esm[\\/](core[\\/]DirectionProvider|components[\\/]InputBase)[\\/]/ }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
