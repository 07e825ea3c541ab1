import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepPageAnswers, takePageAnswer } from './pageAnswers.js';

const deadlines = z.array(z.object({ id: z.number(), hours: z.number() }));

describe('answers the page carried', () => {
  it('gives the answer to the same request, parsed with its schema, once: a second read asks the server', () => {
    keepPageAnswers({ 'list-settings/deadlines?all=1': [{ id: 1, hours: 24 }] });
    expect(takePageAnswer(deadlines, 'list-settings/deadlines', { all: 1 })).toEqual([{ id: 1, hours: 24 }]);
    expect(takePageAnswer(deadlines, 'list-settings/deadlines', { all: 1 })).toBeUndefined();
  });

  it('gives nothing for another request, an answer not of the contract, or a page that carried none', () => {
    keepPageAnswers({ 'list-settings/deadlines?all=1': [{ id: 'one' }] });
    expect(takePageAnswer(deadlines, 'list-settings/deadlines')).toBeUndefined();
    expect(takePageAnswer(deadlines, 'list-settings/deadlines', { all: 1 })).toBeUndefined();
    keepPageAnswers(undefined);
    keepPageAnswers(['not', 'a', 'record']);
    expect(takePageAnswer(deadlines, 'list-settings/service_types', { all: 1 })).toBeUndefined();
  });
});
