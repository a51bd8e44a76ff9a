import { problemVerdicts, type ValidationExportFormat } from '@vd/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { evidenceImage } from './evidence.ts';
import { type Crop, renderValidationPdf } from './render-validation-pdf.ts';
import { exportFileName, type ValidationExportData, validationExportData } from './validation-export-data.ts';
import { writeValidationXlsx } from './write-validation-xlsx.ts';

/** More crops than this are left out of a report (a table label can hold hundreds of rows). */
const MAX_CROPS = 200;

export interface ValidationExport {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * The evidence crops of the problems' readings as PNG (PDFKit reads no WebP), by reading id. A
 * reading with no text read has no region to show; a crop that cannot be cut is left out.
 */
async function problemCrops(
  ctx: AppContext,
  log: FastifyBaseLogger,
  companyId: string,
  data: ValidationExportData,
) {
  const readings = data.result.labels
    .filter((label) => problemVerdicts.includes(label.verdict))
    .flatMap((label) => label.readings)
    .filter((reading) => reading.text.trim() !== '')
    .slice(0, MAX_CROPS);
  const crops = new Map<string, Crop>();
  for (const reading of readings) {
    try {
      const webp = await evidenceImage(ctx, companyId, data.result.validation.id, reading.id);
      const { data: png, info } = await sharp(webp).png().toBuffer({ resolveWithObject: true });
      crops.set(reading.id, { image: png, width: info.width, height: info.height });
    } catch (error) {
      log.warn({ err: error, readingId: reading.id }, 'evidence crop left out of the report');
    }
  }
  return crops;
}

/**
 * GET validation/{id}/export?format=xlsx|pdf: the company's completed validation as a workbook or
 * a report to file with the shipment (404 for another company's, 409 before it completed).
 */
export async function exportValidation(
  ctx: AppContext,
  companyId: string,
  id: string,
  format: ValidationExportFormat,
  log: FastifyBaseLogger,
): Promise<ValidationExport> {
  const data = await validationExportData(ctx, companyId, id);
  if (format === 'xlsx')
    return {
      body: await writeValidationXlsx(data),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: exportFileName(data, 'xlsx'),
    };
  return {
    body: await renderValidationPdf(data, await problemCrops(ctx, log, companyId, data)),
    contentType: 'application/pdf',
    fileName: exportFileName(data, 'pdf'),
  };
}
