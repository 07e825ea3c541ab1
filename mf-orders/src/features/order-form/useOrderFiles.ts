import { useState } from 'react';
import { uploadProblem } from '@scriptorium/contracts/orders';
import { runtimeConfigStore } from '@scriptorium/shared-kit/core';
import { draftFilesInMemory } from './draft.js';

/**
 * The order's files: those a guest chose before signing in (kept in memory), then each batch the person
 * attaches. A file whose name or size breaks the API's rules (contracts `uploadProblem`) is refused at
 * once with the reason under the Files field — a guest would only hear of it after registering.
 * @see docs/product.md §5 (files)
 */
export function useOrderFiles() {
  // The shell read GET config before the first render.
  const maxUploadBytes = runtimeConfigStore((c) => c.config.maxUploadBytes);
  const [files, setFiles] = useState<File[]>(() => draftFilesInMemory());
  const [filesError, setFilesError] = useState<string | null>(null);
  const attach = (batch: File[]) => {
    const problems = batch.map((file) => uploadProblem(file, maxUploadBytes));
    const accepted = batch.filter((_, i) => !problems[i]);
    setFilesError(problems.filter(Boolean).join(' ') || null);
    if (accepted.length) setFiles((list) => [...list, ...accepted]);
  };
  return { files, setFiles, attach, filesError, setFilesError };
}
