export { SUB_APPS } from './config';
export { SubAppHost } from './SubAppHost';
export { isIgnorableLoaderError, strictFetch, EntryUnavailableError } from './errors';
