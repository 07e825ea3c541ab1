import { describe, expect, it } from 'vitest';
import { uploadProblem } from './uploads.js';

describe('uploadProblem (the order form checks a file when it is attached, with the API messages)', () => {
  it('accepts office documents, PDFs, images and archives by name', () => {
    for (const name of ['brief.pdf', 'Essay.DOCX', 'scan.jpeg', 'sources.zip', 'data.tar.gz'])
      expect(uploadProblem({ name, size: 10 }, 100)).toBeNull();
  });

  it('refuses other types, empty files and files above the limit', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 })).toBe(
      'The file "setup.exe" is not allowed: upload an office document, PDF, image or archive',
    );
    expect(uploadProblem({ name: 'README', size: 10 })).toMatch(/is not allowed/);
    expect(uploadProblem({ name: 'a.pdf', size: 0 })).toBe('The file "a.pdf" is empty');
    expect(uploadProblem({ name: 'big.pdf', size: 50 * 1024 * 1024 + 1 }, 50 * 1024 * 1024)).toBe(
      'The file "big.pdf" is larger than the 50 MB limit',
    );
    expect(uploadProblem({ name: 'big.pdf', size: 50 * 1024 * 1024 + 1 })).toBeNull(); // limit not known yet: the API decides
  });
});
