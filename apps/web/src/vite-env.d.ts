/// <reference types="vite/client" />

/** The root package.json version, injected by vite.config.ts (`define`). Keys cookies and storage (§9). */
declare const __APP_VERSION__: string;

/**
 * Each endpoint's method and path, from the shared contract at build time (endpoint-routes.ts); a multipart upload
 * adds the form field of its file (the contract's `upload.field`).
 */
declare module 'virtual:endpoint-routes' {
  const routes: Record<
    import('@portal/shared').EndpointName,
    [method: import('@portal/shared').HttpMethod, path: string, uploadField?: string]
  >;
  export default routes;
}
