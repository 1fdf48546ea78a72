import { describe, expect, it } from 'vitest';
import {
  colourKeyOf,
  fontFamilyChoices,
  fontFamilyValue,
  fontSizeChoices,
  tableItems,
} from './toolbarChoices';

describe('the toolbar choices', () => {
  it("shows the text's font, one of the list whatever its case, or added to the list", () => {
    expect(fontFamilyChoices('Arial').value).toBe('Arial');
    expect(fontFamilyChoices('times new roman').value).toBe('Times New Roman');
    const other = fontFamilyChoices('Segoe UI');
    expect(other.value).toBe('Segoe UI');
    expect(other.items.map((item) => item.id)).toEqual([
      'Arial',
      'Calibri',
      'Cambria',
      'Courier New',
      'Georgia',
      'Tahoma',
      'Times New Roman',
      'Verdana',
      'Segoe UI',
    ]);
  });

  it('writes a font with its fallback, quoted where its name has a space', () => {
    expect(fontFamilyValue('Times New Roman')).toBe("'Times New Roman', serif");
    expect(fontFamilyValue('Calibri')).toBe('Calibri, sans-serif');
    expect(fontFamilyValue('Segoe UI')).toBe("'Segoe UI'");
  });

  it('shows sizes in points as numbers, and any other size as written', () => {
    expect(fontSizeChoices('12pt')).toMatchObject({ value: '12pt' });
    expect(fontSizeChoices('12.0pt').value).toBe('12pt');
    expect(fontSizeChoices('12pt').items.find((item) => item.id === '12pt')?.label).toBe('12');
    const pixels = fontSizeChoices('16px');
    expect(pixels.value).toBe('16px');
    expect(pixels.items.at(-1)).toEqual({ id: '16px', label: '16px' });
    expect(fontSizeChoices('13pt').items.at(-1)).toEqual({ id: '13pt', label: '13pt' });
  });

  it('finds the colour in the palette: Automatic for none, nothing for a colour not in it', () => {
    expect(colourKeyOf(null)).toBe('automatic');
    expect(colourKeyOf('#C00000')).toBe('red');
    expect(colourKeyOf(' #c00000 ')).toBe('red');
    expect(colourKeyOf('red')).toBeNull();
  });

  it('offers Insert table outside a table and the rest only inside one', () => {
    const enabled = (inTable: boolean) =>
      tableItems(inTable)
        .filter((item) => !item.isDisabled)
        .map((item) => item.id);
    expect(enabled(false)).toEqual(['insertTable']);
    expect(enabled(true)).toEqual([
      'addRowBefore',
      'addRowAfter',
      'addColumnBefore',
      'addColumnAfter',
      'deleteRow',
      'deleteColumn',
      'toggleHeaderRow',
      'deleteTable',
    ]);
  });
});
