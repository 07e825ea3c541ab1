import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DataTable, AutoForm, PhoneInput, DateRange, TagSearch } from '../index.js';
import { renderWithKit } from '../test-utils/renderWithKit.js';

describe('lazy exports of the barrel', () => {
  it('load the heavy components on first render', async () => {
    renderWithKit(
      <>
        <DataTable dataSource={[{ id: 1, name: 'Ann' }]} urlKey={false} columns={['name']} />
        <AutoForm action="x" fields={['title']} />
        <PhoneInput value="+254712345678" />
        <DateRange />
        <TagSearch data={['a']} />
      </>,
    );
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(await screen.findByLabelText('Title')).toBeTruthy();
    expect(((await screen.findByLabelText('Phone number')) as HTMLInputElement).value).toBe('712345678');
    expect(await screen.findByText('This Month')).toBeTruthy();
    expect((await screen.findAllByText('Type to search...')).length).toBeGreaterThan(0);
  });
});
