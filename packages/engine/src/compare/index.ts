export {
  type CompareLabelInput,
  compareLabel,
  type DocumentValue,
  type LabelVerdict,
  type Verdict as ValueVerdict,
} from './compare-label.ts';
export {
  compareShipment,
  isInvalidRead,
  labelKeyOf,
  type OverallVerdict,
  overallOf,
  type ShipmentDecision,
  type ShipmentDocument,
  type ShipmentEntry,
  type ShipmentInput,
  type ShipmentLabel,
  type ShipmentOutcome,
  type ShipmentReading,
  type ShipmentResult,
  type ShipmentRule,
  type ShipmentSummary,
  type Verdict,
} from './compare-shipment.ts';
export { type DefaultLogic, defaultLogicOf } from './default-logic.ts';
export {
  displayValue,
  formatAmount,
  formatContainer,
  formatDate,
  formatNumber,
  unitLabel,
} from './display-value.ts';
export { agree, type Comparable, LOGICS, type Logic, type LogicName, similarity } from './logics.ts';
export { labelTitle, listNames, type ReasonValue, SLIP_NOTE } from './reasons.ts';
export {
  evaluateRules,
  type LogicalRule,
  type RuleResult,
  type RuleValue,
  type RuleValues,
} from './rules.ts';
export { textKey } from './text-key.ts';
