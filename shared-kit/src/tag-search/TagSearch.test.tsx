import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagSearch, type TagSearchProps, type TagValue } from './TagSearch.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { mockApi } from '../testing/mockApi.js';

let restore = () => {};
afterEach(() => restore());

function Harness(props: Omit<TagSearchProps, 'value' | 'onChange'>) {
  const [v, setV] = useState<TagValue[] | TagValue | null>(props.multiple === false ? null : []);
  return (
    <>
      <TagSearch {...props} value={v} onChange={setV} debounceMs={0} />
      <output data-testid="value">{JSON.stringify(v)}</output>
    </>
  );
}
const box = () => screen.getByRole('combobox');

describe('TagSearch', () => {
  it("says 'Type to search...' first, searches the URL with all=1&filter_value, and says 'No results found'", async () => {
    const m = mockApi((req) => ({ data: req.params.filter_value === 'Ann' ? [{ id: 7, name: 'Ann Writer' }] : [] }));
    restore = m.restore;
    renderWithKit(<Harness url="users/writers" />);
    fireEvent.mouseDown(box());
    expect((await screen.findAllByText('Type to search...')).length).toBeGreaterThan(0);
    await userEvent.type(box(), 'Ann');
    await userEvent.click(await screen.findByText('Ann Writer'));
    expect(m.requests.at(-1)).toMatchObject({ url: 'users/writers', params: { all: 1, filter_value: 'Ann' } });
    expect(screen.getByTestId('value').textContent).toBe('[7]');
    fireEvent.mouseDown(box());
    await userEvent.type(box(), 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('Ann Writer')).toBeTruthy();
  });

  it('selects several values from local data', async () => {
    renderWithKit(
      <Harness
        data={[
          { id: 1, name: 'Essay' },
          { id: 2, name: 'Thesis' },
          { id: 3, name: 'Report' },
        ]}
      />,
    );
    fireEvent.mouseDown(box());
    await userEvent.type(box(), 'Ess');
    await userEvent.click(await screen.findByText('Essay'));
    await userEvent.type(box(), 'Rep');
    await userEvent.click(await screen.findByText('Report'));
    expect(screen.getByTestId('value').textContent).toBe('[1,3]');
  });

  it('accepts free text only when enabled', async () => {
    const { unmount } = renderWithKit(<Harness data={['urgent']} />);
    fireEvent.mouseDown(box());
    await userEvent.type(box(), 'custom tag');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByTitle('custom tag')).toBeNull();
    unmount();
    renderWithKit(<Harness data={['urgent']} allowFreeText />);
    fireEvent.mouseDown(box());
    await userEvent.type(box(), 'custom tag');
    await userEvent.click(await screen.findByTitle('custom tag'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('["custom tag"]'));
  });
});
