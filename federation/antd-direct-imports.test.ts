import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reExportOrigins } from './antd-direct-imports.js';

const require = createRequire(import.meta.url);
const esDir = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'es');

describe("antd's imports of an @rc-component index", () => {
  it('finds the file each re-exported name comes from', () => {
    const form = esDir('@rc-component/form');
    const origins = reExportOrigins(join(form, 'index.js'));
    // `import { FormProvider } from "./FormContext"; export { FormProvider }`
    expect(origins.get('FormProvider')).toEqual({ file: join(form, 'FormContext.js'), name: 'FormProvider' });
    // `import Field from "./Field"; export { Field }`
    expect(origins.get('Field')).toEqual({ file: join(form, 'Field.js'), name: 'default' });
    // The index's own default export (the Form with its statics) stays with the index.
    expect(origins.has('default')).toBe(false);

    const picker = esDir('@rc-component/color-picker');
    const pickerOrigins = reExportOrigins(join(picker, 'index.js'));
    // `export { Color } from "./color"`, `export { default as ColorBlock } from "./components/ColorBlock"`
    expect(pickerOrigins.get('Color')).toEqual({ file: join(picker, 'color.js'), name: 'Color' });
    expect(pickerOrigins.get('ColorBlock')).toEqual({
      file: join(picker, 'components/ColorBlock.js'),
      name: 'default',
    });
    expect(pickerOrigins.get('default')).toEqual({ file: join(picker, 'ColorPicker.js'), name: 'default' });
  });

  it('resolves a request naming a folder to its index', () => {
    const trigger = esDir('@rc-component/trigger');
    const origins = reExportOrigins(join(trigger, 'index.js'));
    expect(origins.get('UniqueProvider')?.file).toBe(join(trigger, 'UniqueProvider/index.js'));
  });
});
