export * from './attempt-clock';
export * from './paper-marking';
export * from './knowledge-mastery';
export * from './adaptive-pick';
export * from './placement-level';
export * from './exam-ranking';
export * from './exam-status';
export * from './exam-schedule-rules';
