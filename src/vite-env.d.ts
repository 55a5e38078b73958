/// <reference types="vite/client" />

/** The build's id (vite.config.ts). */
declare const __BUILD_ID__: string;
