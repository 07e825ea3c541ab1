import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput } from './PhoneInput.js';
import { renderWithKit } from '../testing/renderWithKit.js';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [v, setV] = useState(initial);
  return (
    <>
      <PhoneInput
        value={v}
        onChange={(n) => {
          setV(n);
          onValue?.(n);
        }}
      />
      <output data-testid="stored">{v}</output>
      <button onClick={() => setV('+255754123456')}>Load Tanzanian</button>
    </>
  );
}

const selectedCountry = () =>
  document.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

describe('PhoneInput', () => {
  it('starts on Kenya +254 with the placeholder 712345678', () => {
    renderWithKit(<Harness />);
    expect(selectedCountry()).toContain('+254');
    expect(screen.getByLabelText('Phone number').getAttribute('placeholder')).toBe('712345678');
  });

  it('keeps digits only, removes one leading 0 and prefixes the dial code', () => {
    renderWithKit(<Harness />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0712-345 678x' } });
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('0712345678');
    expect(screen.getByTestId('stored').textContent).toBe('+254712345678');
  });

  it('splits a stored number of another country back into country and digits', async () => {
    renderWithKit(<Harness initial="+447400123456" />);
    expect(selectedCountry()).toContain('+44');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('7400123456');
    await userEvent.click(screen.getByRole('button', { name: 'Load Tanzanian' }));
    await waitFor(() => expect(selectedCountry()).toContain('+255'));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('754123456');
  });

  it('accepts the old cc:ext:num form', () => {
    renderWithKit(<Harness initial="KE:254:712345678" />);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('712345678');
  });

  it('changes the dial code with the country picker (searchable by name)', async () => {
    const values: string[] = [];
    renderWithKit(<Harness initial="+254712345678" onValue={(v) => values.push(v)} />);
    const picker = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.mouseDown(picker);
    await userEvent.type(picker, 'Uganda');
    await userEvent.click((await screen.findAllByTitle('Uganda'))[0]);
    await waitFor(() => expect(values.at(-1)).toBe('+256712345678'));
  });
});
