export {
  type CompareLabelInput,
  compareLabel,
  type DocumentValue,
  type LabelVerdict,
  type Verdict,
} from './compare-label.ts';
export { agree, type Comparable, LOGICS, type Logic, type LogicName, similarity } from './logics.ts';
export {
  evaluateRules,
  type LogicalRule,
  type RuleResult,
  type RuleValue,
  type RuleValues,
} from './rules.ts';
export { textKey } from './text-key.ts';
