// Types of chevrotain-startup.mjs for web/vite.config.ts.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export function chevrotainStartup(root: string): EsbuildPlugin;
export function chevrotainStartupRollup(root: string): VitePlugin;
