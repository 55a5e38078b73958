// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RecordTable } from './RecordTable';

afterEach(cleanup);

it('right-aligns the headers of columns of numbers, as their cells are', () => {
  render(
    <RecordTable caption="Swaps" head={['Extrinsic', 'TAO', 'Price (τ/α)']} numeric={['TAO', 'Price (τ/α)']}>
      <tr>
        <td>9518372-0001</td>
        <td className="numeric">65.4744 τ</td>
        <td className="numeric">0.01158</td>
      </tr>
    </RecordTable>,
  );
  const classes = screen.getAllByRole('columnheader').map((header) => header.className);
  expect(classes).toEqual(['', 'numeric', 'numeric']);
});
