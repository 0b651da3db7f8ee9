/// <reference types="vite/client" />

/** The root package.json version, injected by vite.config.ts (`define`). Keys cookies and storage (§9). */
declare const __APP_VERSION__: string;
