/**
 * What other features may use of learning: the parent's bound children and the caller's classes (the report pages
 * choose a child or a class with them). Only api modules, so importing this never pulls in the centre's pages.
 */
export { useChildren } from './api/children';
export { useMyClasses } from './api/my-classes';
