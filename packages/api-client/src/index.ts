export * from './contract';
export { STORAGE_KEYS, type StorageKey } from './storage-keys';
