/**
 * What other features may use of 调班: the class card's entry point (a small component over one api module), so
 * importing this never pulls in the 调班 pages.
 */
export { ClassChangeButton } from './components/class-change-button';
