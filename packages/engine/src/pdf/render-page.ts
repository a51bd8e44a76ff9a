import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EngineError } from '../errors.ts';

export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 4;
}

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

interface CanvasAndContext {
  canvas: { width: number; height: number };
  context: { getImageData: (x: number, y: number, w: number, h: number) => { data: Uint8ClampedArray } };
}

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * Renders a PDF page at `dpi` to RGBA pixels on white. Canvases come from pdfjs's own factory
 * (engine README.md, trap 3), and pixels are read back at once (drawing is lazy: trap 4).
 */
export const renderPdfPage = async (
  pdf: PDFDocumentProxy,
  pageNumber: number,
  dpi: number,
  maxPixels: number,
): Promise<RgbaImage> => {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  if (width * height > maxPixels) throw new EngineError('TOO_MANY_PIXELS');
  const factory = pdf.canvasFactory as CanvasFactory;
  const target = factory.create(width, height);
  try {
    await page.render({
      canvas: target.canvas as unknown as RenderParameters['canvas'],
      canvasContext: target.context as unknown as RenderParameters['canvasContext'],
      viewport,
      background: 'rgb(255,255,255)',
    }).promise;
    const { data } = target.context.getImageData(0, 0, width, height);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width,
      height,
      channels: 4,
    };
  } finally {
    factory.destroy(target);
    page.cleanup();
  }
};

/** The resolution to render a page of the given size (points) at, within the pixel limit. */
export const renderDpi = (widthPt: number, heightPt: number, wanted: number, maxPixels: number): number => {
  const pixelsAt72 = widthPt * heightPt;
  const fits = Math.sqrt(maxPixels / pixelsAt72) * 72;
  if (fits < Math.min(wanted, 72)) throw new EngineError('TOO_MANY_PIXELS');
  return Math.min(wanted, fits);
};
