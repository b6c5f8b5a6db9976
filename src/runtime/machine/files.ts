// The run's open-file table (created on first use, every file flushed and closed when the run ends).
import { FileTable } from '../files/index.js';
import type { State } from './state.js';

export function fileTable(s: State): FileTable {
  return s.extension('files', () => {
    const table = new FileTable(s.host.files);
    s.finalizers.push(() => {
      try {
        table.closeAll();
      } catch {
        // the host refused to save a file; nothing more can be done at the end of the run
      }
    });
    return table;
  });
}
