import type { Db } from './client.ts';
import { defaultLogicOf, labelCatalogue } from './label-catalogue.ts';
import { labelParameters, slotPackages } from './schema/index.ts';

/** Reference data every installation starts with. Idempotent: existing rows are left as edited. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(slotPackages)
    .values([
      { code: 'SLOT-10', name: 'Paket 10 Slot', slots: 10, price_idr: 150_000, sort_order: 1 },
      { code: 'SLOT-50', name: 'Paket 50 Slot', slots: 50, price_idr: 650_000, sort_order: 2 },
      { code: 'SLOT-100', name: 'Paket 100 Slot', slots: 100, price_idr: 1_200_000, sort_order: 3 },
      { code: 'SLOT-500', name: 'Paket 500 Slot', slots: 500, price_idr: 5_000_000, sort_order: 4 },
    ])
    .onConflictDoNothing({ target: slotPackages.code });
  await db
    .insert(labelParameters)
    .values(
      labelCatalogue.map((label, index) => ({
        ...label,
        validation_logic: label.validation_logic ?? defaultLogicOf(label.data_type),
        sort_order: index + 1,
      })),
    )
    .onConflictDoNothing({ target: labelParameters.key });
}
