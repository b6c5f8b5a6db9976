// File I/O: the open-file table over the host's file system.
export { FileTable, type FileMode } from './fileTable.js';
