/**
 * What other features may use of 家长审批: the pupil's 请家长付款 on an unpaid order. The parent's pages are
 * reached through the route table only.
 */
export { AskParent } from './components/ask-parent';
