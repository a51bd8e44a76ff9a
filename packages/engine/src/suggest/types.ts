import type { FractionBox } from '../geometry/types.ts';
import type { DataType, JsonValue } from '../types.ts';

/** A label of the company's catalogue, as `suggest` is given it. */
export interface SuggestLabel {
  label: string;
  type: DataType;
  aliases?: readonly string[];
}

/**
 * How a proposal was found: `caption` (a caption of the label with its value right of it or below
 * it), `header` (a table column's header, the value its first row), `type` (no caption: a value of an
 * unmistakable type, printed once).
 */
export type ProposalSource = 'caption' | 'header' | 'type';

/** A placement proposed on a sample for one label. */
export interface Proposal {
  label: string;
  type: DataType;
  /** 1-based page. */
  page: number;
  /** The value's box, in page fractions (top-left origin). */
  box: FractionBox;
  /** The text read in the box, lines separated by "\n". */
  text: string;
  /** The normalised value of that text. */
  value: JsonValue;
  unit?: string;
  /** 0-1: how sure the proposal is (see docs/assisted-templating.md). */
  confidence: number;
  by: ProposalSource;
  /** The caption printed next to the value (absent for `type`). */
  caption?: string;
  captionBox?: FractionBox;
  /** The label group (table) the proposal is a column of. */
  group?: string;
  /** Other places the label could be (ranked after this one): how many were set aside. */
  alternatives: number;
}

export interface ProposedGroup {
  name: string;
  labels: string[];
}

export interface SuggestResult {
  pages: number;
  proposals: Proposal[];
  groups: ProposedGroup[];
}
