/** The realtime area's rules. */
export * from './chat-sphere.ts';
export * from './close-codes.ts';
export * from './protocol.ts';
export * from './urls.ts';
