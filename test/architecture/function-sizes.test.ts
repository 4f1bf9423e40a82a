/**
 * The function-size count (`scripts/function-sizes.ts`): lines of code only, nested functions
 * counted with the one they are in, and no product function over 150 lines.
 */
import { describe, expect, it } from 'vitest';
import { functionSizes, sizesBelow } from '../../scripts/function-sizes.ts';

describe('functionSizes', () => {
  it('counts code lines, not blank lines or comments', () => {
    const text = [
      'export function outer() {',
      '  // a comment',
      '',
      '  /**',
      '   * more comment',
      '   */',
      '  const inner = () => {',
      '    return `a',
      'b`;',
      '  };',
      '  return inner();',
      '}',
    ].join('\n');
    const sizes = functionSizes('x.ts', text);
    expect(sizes.map(({ name, lines }) => ({ name, lines }))).toEqual([
      { name: 'outer', lines: 7 },
      { name: 'inner', lines: 4 },
    ]);
  });

  it('counts a component and its JSX', () => {
    const text = 'export function View() {\n  return (\n    <p>\n      hello\n    </p>\n  );\n}\n';
    expect(functionSizes('View.tsx', text)).toMatchObject([{ name: 'View', lines: 7 }]);
  });
});

describe('the product', () => {
  it('has no function over 150 lines of code', () => {
    const over = sizesBelow().filter((size) => size.lines > 150);
    expect(over).toEqual([]);
  }, 60_000);
});
