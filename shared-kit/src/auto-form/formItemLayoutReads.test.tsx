import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { Form, Input } from 'antd';

/**
 * antd's Form.Item asked the browser whether the field is on screen (`isVisible`: `boxReads`, a forced
 * style and layout pass) on every render, to use only when the field shows an error. The order form's
 * takeover re-renders its fields, and those reads cost ~110 ms at 4x CPU in one long task, while the person
 * may be typing (docs/benchmarks.md "2026-11-26 (night): no ICU at start-up, one first paint").
 * patches/antd+6.6.8.patch reads it only while the field has an error.
 */
describe("antd's Form.Item (patches/antd+6.6.8.patch)", () => {
  it('does not read layout when a field without errors renders again', () => {
    let renderAgain = () => {};
    function Demo() {
      const [n, setN] = useState(0);
      renderAgain = () => setN((v) => v + 1);
      return (
        <Form>
          <Form.Item label="Title" name="title">
            <Input />
          </Form.Item>
          <Form.Item label="Pages" name="pages">
            <Input />
          </Form.Item>
          <output>{n}</output>
        </Form>
      );
    }
    render(<Demo />);
    // isVisible reads `boxReads`, then the box: the test DOM has no layout, so it gets to the box.
    const boxReads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      act(() => renderAgain());
      act(() => renderAgain());
      expect(boxReads).not.toHaveBeenCalled();
    } finally {
      boxReads.mockRestore();
    }
  });
});
