/**
 * @vd/engine: a pure document library (bytes and options in, plain data out). The API's jobs call:
 * ingest -> extract -> compareShipment (each label across documents, the logical rules, the
 * verdicts and their reasons), and renderPage / crop for the UI.
 */

export {
  CLASSIFY_THRESHOLD,
  type Classification,
  type ClassifyType,
  classify,
  classifyProfiles,
  type DocumentProfile,
  profileOf,
} from './classify/classify.ts';
export * from './compare/index.ts';
export { EngineError, type EngineErrorCode, isEngineError } from './errors.ts';
export { anchorsOf } from './extract/anchors.ts';
export { DEFAULT_REVIEW_THRESHOLD } from './extract/confidence.ts';
export { type ExtractOptions, extract } from './extract/extract.ts';
export { boxToRect, fractionBox, rectToBox, rectToPageBox } from './geometry/convert.ts';
export type { FractionBox, Percent, PercentRect } from './geometry/types.ts';
export { turnOfSkew } from './image/orientation.ts';
export { sniffKind } from './image/sniff.ts';
export { checkFile, type FileCheck, SNIFF_BYTES } from './ingest/check-file.ts';
export { ingest } from './ingest/ingest.ts';
export { DEFAULT_MAX_PAGES, DEFAULT_MAX_PIXELS, type IngestOptions, type Limits } from './ingest/options.ts';
export { normalizeAju } from './normalize/aju.ts';
export {
  DATE_FORMATS,
  detectDateFormat,
  detectNumberFormat,
  type Normalized,
  type NormalizeOptions,
  normalize,
} from './normalize/index.ts';
export { configureOcr, DEFAULT_OCR_IDLE_MS, OcrPool, type OcrPoolOptions, shutdownOcr } from './ocr/pool.ts';
export { shutdownPdfThreads } from './pdf/pdf-threads.ts';
export {
  type NormalizeReference,
  REFERENCE_LISTS,
  type ReferenceEntry,
  type ReferenceListName,
  referenceKey,
  SHIPPED_REFERENCE,
} from './reference/index.ts';
export { type CropOptions, crop, type ImageOptions, renderPage } from './render/render.ts';
export { type CaptionBeside, captionBeside } from './suggest/caption-beside.ts';
export { type SuggestOptions, suggest } from './suggest/suggest.ts';
export type {
  Proposal,
  ProposalSource,
  ProposedGroup,
  SuggestLabel,
  SuggestResult,
} from './suggest/types.ts';
export {
  DATA_TYPES,
  type DataType,
  type EngineDocument,
  type EnginePage,
  type ExtractedValue,
  type ExtractionHint,
  type FileKind,
  type JsonValue,
  type NumberFormat,
  type Placement,
  type Word,
} from './types.ts';
