// The consumer app's Vite setup: what a new Vite + React project starts with, nothing more.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
