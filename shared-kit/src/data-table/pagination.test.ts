import { describe, expect, it } from 'vitest';
import { pageWindow, type PageItem } from './pagination.js';

describe('numbered page window', () => {
  const table: [number, number, PageItem[]][] = [
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [12, 12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    [1, 13, [1, 2, 3, 4, 5, 6, 7, 8, '…', 12, 13]],
    [6, 20, [1, 2, 3, 4, 5, 6, 7, 8, '…', 19, 20]],
    [7, 20, [1, 2, '…', 4, 5, 6, 7, 8, 9, 10, '…', 19, 20]],
    [10, 20, [1, 2, '…', 7, 8, 9, 10, 11, 12, 13, '…', 19, 20]],
    [14, 20, [1, 2, '…', 11, 12, 13, 14, 15, 16, 17, '…', 19, 20]],
    [15, 20, [1, 2, '…', 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 2, '…', 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [50, 100, [1, 2, '…', 47, 48, 49, 50, 51, 52, 53, '…', 99, 100]],
  ];
  it.each(table)('page %i of %i', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});
