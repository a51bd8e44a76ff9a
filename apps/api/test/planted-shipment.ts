import { DOCUMENTS } from '../../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT } from '../../../packages/engine/src/fixtures/sheet.ts';
import type { makeShipment } from '../../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../../packages/engine/src/fixtures/write-pdf.ts';
import { containerCheckDigit } from '../../../packages/engine/src/normalize/container.ts';
import type { Fixture } from './validation.ts';

/**
 * The documents of shipment `facts` that the review tests replace (readyValidation's `replaced`):
 * the PEB prints a gross weight 0.3% above the packing list (inside the 0.5% tolerance) and a net
 * weight 2% above it (beyond); the bill of lading prints the container with a wrong ISO 6346
 * check digit. The invoice's "FOB JAKARTA" against the PEB's "FOB" comes with every shipment.
 */
export async function plantedDifferences(
  facts: ReturnType<typeof makeShipment>,
): Promise<Partial<Record<Fixture, { bytes: Buffer; name: string }>>> {
  const peb = await writePdf(
    DOCUMENTS.peb!.build(
      {
        ...facts,
        grossKg: Math.round(facts.grossKg * 1.003 * 10) / 10,
        netKg: Math.round(facts.netKg * 1.02 * 10) / 10,
      },
      NO_SHIFT,
    ).ops,
  );
  const container = facts.containers[0]!;
  const wrongDigit = (containerCheckDigit(container.slice(0, 10)) + 1) % 10;
  const bl = await writePdf(
    DOCUMENTS['bill-of-lading']!.build(
      { ...facts, containers: [`${container.slice(0, 10)}${wrongDigit}`] },
      NO_SHIFT,
    ).ops,
  );
  return {
    peb: { bytes: peb, name: 'peb.pdf' },
    'bill-of-lading': { bytes: bl, name: 'bill-of-lading.pdf' },
  };
}
