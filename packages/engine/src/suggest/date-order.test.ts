import { describe, expect, it } from 'vitest';
import { dateOrderOf } from './date-order.ts';

describe("dateOrderOf: the order of a document's numeric dates", () => {
  it('takes the order a date prints unambiguously, for the dates that could be either', () => {
    expect(dateOrderOf(['Tanggal', '04/12/2026', 'Jakarta,', '24/11/2026'])).toEqual({
      format: 'DD/MM/YYYY',
      assumed: false,
    });
  });

  it('writes the day first in a document in Indonesian, and assumes nothing in English', () => {
    const indonesian = ['Kepada', 'Yth.', 'Tanggal', '04/12/2026', 'Jumlah', 'Berat', 'Bersih', '03/12/2026'];
    expect(dateOrderOf(indonesian)).toEqual({ format: 'DD/MM/YYYY', assumed: true });
    expect(dateOrderOf(['Invoice', 'Date', '04/12/2026', 'Net', 'Weight'])).toEqual({ assumed: false });
    expect(dateOrderOf(['Tanggal', 'Jumlah', 'Berat', 'Bersih', '2026-11-24'])).toEqual({ assumed: false });
  });
});
