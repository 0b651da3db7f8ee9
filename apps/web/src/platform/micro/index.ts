export { SUB_APPS } from './config.ts';
export { SubAppHost } from './SubAppHost.tsx';
export { isIgnorableLoaderError, strictFetch, EntryUnavailableError } from './errors.ts';
