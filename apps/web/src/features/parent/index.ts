/**
 * What other features may use of 家长端 (features/parent): the chosen child of the parent (the parent-approval
 * pages read it) and the frame of the /parent pages.
 */
export { chooseChild, useChosenChild } from './chosen-child';
export { NotParent, ParentPage } from './components/parent-page';
